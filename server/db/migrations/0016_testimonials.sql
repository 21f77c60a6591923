CREATE TABLE "testimonials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "testimonials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"first_name" text,
	"email" text,
	"story" text,
	"source" text NOT NULL,
	"consent_text" text NOT NULL,
	"consent_version" text NOT NULL,
	"consent_locale" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"withdraw_token_hash" text,
	"decided_by" integer,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_withdraw_token_hash_key" UNIQUE("withdraw_token_hash"),
	CONSTRAINT "testimonials_status_check" CHECK (status IN ('pending', 'approved', 'rejected', 'withdrawn')),
	CONSTRAINT "testimonials_source_check" CHECK (source IN ('church_page', 'video_page')),
	CONSTRAINT "testimonials_consent_locale_check" CHECK (consent_locale IN ('en', 'es', 'fr', 'ko')),
	CONSTRAINT "testimonials_erased_check" CHECK ((status = 'withdrawn') = (story IS NULL AND first_name IS NULL AND email IS NULL))
);
--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_decided_by_fkey" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "testimonials_account_id_status_created_at_idx" ON "testimonials" USING btree ("account_id","status","created_at","id");