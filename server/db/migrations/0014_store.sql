CREATE SEQUENCE "public"."store_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "store_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_categories_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "store_coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_coupons_code_key" UNIQUE("code"),
	CONSTRAINT "store_coupons_discount_check" CHECK ((percent_off IS NULL) <> (amount_off_cents IS NULL)
        AND (percent_off IS NULL OR percent_off BETWEEN 1 AND 100)
        AND (amount_off_cents IS NULL OR amount_off_cents > 0)),
	CONSTRAINT "store_coupons_code_check" CHECK (code = upper(code)),
	CONSTRAINT "store_coupons_period_check" CHECK (ends_at IS NULL OR ends_at > starts_at)
);
--> statement-breakpoint
CREATE TABLE "store_downloads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_downloads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_item_id" integer NOT NULL,
	"downloaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"sale_price_cents" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_offers_sale_price_cents_check" CHECK (sale_price_cents > 0),
	CONSTRAINT "store_offers_period_check" CHECK (ends_at > starts_at)
);
--> statement-breakpoint
CREATE TABLE "store_order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"list_price_cents" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"line_total_cents" integer NOT NULL,
	"image_key" text,
	"file_key" text,
	"file_name" text,
	CONSTRAINT "store_order_items_quantity_check" CHECK (quantity > 0)
);
--> statement-breakpoint
CREATE TABLE "store_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" integer DEFAULT nextval('store_order_number_seq') NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"coupon_code" text,
	"card_last4" text,
	"failure_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "store_orders_number_key" UNIQUE("number"),
	CONSTRAINT "store_orders_idempotency_key_key" UNIQUE("idempotency_key"),
	CONSTRAINT "store_orders_status_check" CHECK (status IN ('pending', 'paid', 'failed')),
	CONSTRAINT "store_orders_amounts_check" CHECK (subtotal_cents > 0 AND discount_cents >= 0 AND total_cents = subtotal_cents - discount_cents)
);
--> statement-breakpoint
CREATE TABLE "store_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"image_key" text,
	"file_key" text,
	"file_name" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_products_price_cents_check" CHECK (price_cents > 0)
);
--> statement-breakpoint
ALTER TABLE "store_downloads" ADD CONSTRAINT "store_downloads_order_item_id_fkey" FOREIGN KEY ("order_item_id") REFERENCES "public"."store_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_offers" ADD CONSTRAINT "store_offers_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "public"."store_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_items" ADD CONSTRAINT "store_order_items_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "public"."store_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_items" ADD CONSTRAINT "store_order_items_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "public"."store_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "public"."store_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_categories_position_idx" ON "store_categories" USING btree ("position","name");--> statement-breakpoint
CREATE INDEX "store_downloads_order_item_id_idx" ON "store_downloads" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "store_offers_product_id_idx" ON "store_offers" USING btree ("product_id","starts_at");--> statement-breakpoint
CREATE INDEX "store_offers_ends_at_idx" ON "store_offers" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "store_order_items_order_id_idx" ON "store_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "store_orders_account_id_idx" ON "store_orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "store_products_category_id_name_idx" ON "store_products" USING btree ("category_id","name","id") WHERE active;--> statement-breakpoint
CREATE INDEX "store_products_name_idx" ON "store_products" USING btree ("name","id") WHERE active;