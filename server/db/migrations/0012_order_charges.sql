CREATE TABLE "order_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"account_id" integer,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"provider_customer_id" text,
	"provider_card_id" text,
	"provider_charge_id" text,
	"failure_code" text,
	"card_last4" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"provider_refund_id" text,
	CONSTRAINT "order_charges_idempotency_key_key" UNIQUE("idempotency_key"),
	CONSTRAINT "order_charges_kind_check" CHECK (kind IN ('card_order', 'store_order')),
	CONSTRAINT "order_charges_status_check" CHECK (status IN ('pending', 'succeeded', 'failed', 'refunded')),
	CONSTRAINT "order_charges_amount_cents_check" CHECK (amount_cents > 0)
);
--> statement-breakpoint
ALTER TABLE "order_charges" ADD CONSTRAINT "order_charges_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_charges_live_key" ON "order_charges" USING btree ("kind","order_id") WHERE status in ('pending', 'succeeded');--> statement-breakpoint
CREATE INDEX "order_charges_pending_idx" ON "order_charges" USING btree ("created_at") WHERE status = 'pending';