CREATE TABLE "card_logos" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"logo_key" text NOT NULL,
	"width_px" integer NOT NULL,
	"height_px" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_logos_size_check" CHECK (width_px > 0 and height_px > 0)
);
--> statement-breakpoint
CREATE TABLE "card_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"user_id" integer,
	"state" text NOT NULL,
	"packs" integer NOT NULL,
	"included_packs" integer NOT NULL,
	"licence_start" timestamp with time zone,
	"pack_price_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"locale" text NOT NULL,
	"church_name" text NOT NULL,
	"logo_key" text,
	"ship_name" text NOT NULL,
	"ship_address" text NOT NULL,
	"ship_address2" text,
	"ship_city" text NOT NULL,
	"ship_state" text NOT NULL,
	"ship_zip_code" text NOT NULL,
	"ship_country" text NOT NULL,
	"qr_code_id" integer NOT NULL,
	"reorder_of" integer,
	"idempotency_key" text NOT NULL,
	"proof_key" text,
	"carrier" text,
	"tracking_number" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"in_production_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_orders_idempotency_key_key" UNIQUE("idempotency_key"),
	CONSTRAINT "card_orders_state_check" CHECK (state IN ('draft', 'paid', 'proof_ready', 'approved', 'in_production', 'shipped', 'delivered', 'cancelled', 'refunded')),
	CONSTRAINT "card_orders_locale_check" CHECK (locale IN ('en', 'es', 'fr', 'ko')),
	CONSTRAINT "card_orders_carrier_check" CHECK (carrier IN ('fedex', 'ups', 'usps')),
	CONSTRAINT "card_orders_packs_check" CHECK (packs > 0 and included_packs >= 0 and included_packs <= packs and amount_cents >= 0),
	CONSTRAINT "card_orders_shipped_check" CHECK (state not in ('shipped', 'delivered') or (carrier is not null and tracking_number is not null))
);
--> statement-breakpoint
ALTER TABLE "card_logos" ADD CONSTRAINT "card_logos_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_orders" ADD CONSTRAINT "card_orders_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_orders" ADD CONSTRAINT "card_orders_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_orders" ADD CONSTRAINT "card_orders_qr_code_id_fkey" FOREIGN KEY ("qr_code_id") REFERENCES "public"."qr_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_orders" ADD CONSTRAINT "card_orders_reorder_of_fkey" FOREIGN KEY ("reorder_of") REFERENCES "public"."card_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_orders_account_id_idx" ON "card_orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "card_orders_state_idx" ON "card_orders" USING btree ("state","created_at");