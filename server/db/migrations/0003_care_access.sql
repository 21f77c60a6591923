CREATE TABLE "care_access" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"care_pastor" text NOT NULL,
	"care_email" text NOT NULL,
	"care_address" text NOT NULL,
	"care_phone" text NOT NULL,
	"care_website" text NOT NULL,
	"password_set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "care_access" ADD CONSTRAINT "care_access_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;