ALTER TABLE "store_orders" ADD COLUMN "shipping" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "ship_name" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "ship_address" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "ship_address2" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "ship_city" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "ship_state" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "ship_zip_code" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "ship_country" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "store_orders_shipping_idx" ON "store_orders" USING btree ("shipping","created_at") WHERE shipping is not null;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_shipping_check" CHECK (shipping IN ('to_ship', 'shipped', 'delivered'));--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_carrier_check" CHECK (carrier IN ('fedex', 'ups', 'usps'));--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_ship_address_check" CHECK ((shipping is null) = (ship_name is null)
        and (shipping is null) = (ship_address is null)
        and (shipping is null) = (ship_city is null)
        and (shipping is null) = (ship_state is null)
        and (shipping is null) = (ship_zip_code is null)
        and (shipping is null) = (ship_country is null));--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_shipped_check" CHECK (shipping is null or shipping = 'to_ship' or (carrier is not null and tracking_number is not null and shipped_at is not null));