ALTER TABLE "qr_codes" ADD COLUMN "source" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_insert_account_key" ON "qr_codes" USING btree ("account_id") WHERE source = 'insert';--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_source_check" CHECK (source in ('card', 'insert'));