CREATE SEQUENCE "public"."donation_receipt_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "donation_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "donation_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"donation_id" integer NOT NULL,
	"period" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"provider_charge_id" text,
	"failure_code" text,
	"receipt_number" integer,
	"created_at" timestamp with time zone NOT NULL,
	"charged_at" timestamp with time zone,
	CONSTRAINT "donation_charges_idempotency_key_key" UNIQUE("idempotency_key"),
	CONSTRAINT "donation_charges_receipt_number_key" UNIQUE("receipt_number"),
	CONSTRAINT "donation_charges_donation_id_period_key" UNIQUE("donation_id","period"),
	CONSTRAINT "donation_charges_status_check" CHECK (status IN ('pending', 'succeeded', 'failed')),
	CONSTRAINT "donation_charges_amount_cents_check" CHECK (amount_cents > 0)
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "donations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer,
	"user_id" integer,
	"donor_name" text NOT NULL,
	"donor_email" text NOT NULL,
	"locale" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"interval" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_customer_id" text,
	"provider_card_id" text,
	"card_last4" text,
	"next_charge_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "donations_idempotency_key_key" UNIQUE("idempotency_key"),
	CONSTRAINT "donations_interval_check" CHECK (interval IN ('one_time', 'month')),
	CONSTRAINT "donations_status_check" CHECK (status IN ('pending', 'completed', 'active', 'failed', 'canceled')),
	CONSTRAINT "donations_amount_cents_check" CHECK (amount_cents > 0 AND fee_cents >= 0),
	CONSTRAINT "donations_donor_email_check" CHECK (donor_email = lower(donor_email))
);
--> statement-breakpoint
CREATE TABLE "outbox_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"outbox_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donation_charges" ADD CONSTRAINT "donation_charges_donation_id_fkey" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_attachments" ADD CONSTRAINT "outbox_attachments_outbox_id_fkey" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_user_id_idx" ON "donations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "donations_created_at_id_idx" ON "donations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "donations_due_idx" ON "donations" USING btree ("next_charge_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "outbox_attachments_outbox_id_idx" ON "outbox_attachments" USING btree ("outbox_id");