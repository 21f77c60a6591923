CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "billing_customers" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"card_id" text,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"holder_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customers_provider_check" CHECK (provider IN ('stripe', 'sandbox'))
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"number" text NOT NULL,
	"plan_code" text NOT NULL,
	"description" text NOT NULL,
	"total_cents" integer NOT NULL,
	"status" text NOT NULL,
	"licence_start" timestamp with time zone NOT NULL,
	"payment_number" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"period_key" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "invoices_number_key" UNIQUE("number"),
	CONSTRAINT "invoices_period_key_key" UNIQUE("period_key"),
	CONSTRAINT "invoices_status_check" CHECK (status IN ('open', 'paid', 'void', 'refunded')),
	CONSTRAINT "invoices_total_cents_check" CHECK (total_cents > 0),
	CONSTRAINT "invoices_payment_number_check" CHECK (payment_number between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"provider_charge_id" text,
	"failure_code" text,
	"card_last4" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"provider_refund_id" text,
	CONSTRAINT "payments_idempotency_key_key" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_invoice_id_attempt_key" UNIQUE("invoice_id","attempt"),
	CONSTRAINT "payments_status_check" CHECK (status IN ('pending', 'succeeded', 'failed', 'refunded')),
	CONSTRAINT "payments_amount_cents_check" CHECK (amount_cents > 0)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"code" text PRIMARY KEY NOT NULL,
	"tier" text NOT NULL,
	"name" text NOT NULL,
	"interval" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"min_attendance" integer NOT NULL,
	"max_attendance" integer,
	"on_sale" boolean DEFAULT true NOT NULL,
	CONSTRAINT "plans_tier_interval_key" UNIQUE("tier","interval"),
	CONSTRAINT "plans_interval_check" CHECK (interval IN ('month', 'year')),
	CONSTRAINT "plans_amount_cents_check" CHECK (amount_cents > 0),
	CONSTRAINT "plans_attendance_check" CHECK (min_attendance >= 0 and (max_attendance is null or max_attendance >= min_attendance))
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "licence_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "payments_made" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "next_charge_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "pending_interval" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "church_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cell_phone" text;--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_account_id_idx" ON "invoices" USING btree ("account_id","issued_at");--> statement-breakpoint
CREATE INDEX "payments_account_id_idx" ON "payments" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "memberships_next_charge_at_idx" ON "memberships" USING btree ("next_charge_at") WHERE next_charge_at IS NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_pending_interval_check" CHECK (pending_interval IN ('month', 'year'));--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_payments_made_check" CHECK (payments_made >= 0);