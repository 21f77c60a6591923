CREATE TABLE "church_profiles" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"service_times" text NOT NULL,
	"contact_details" text NOT NULL,
	"church_address" text,
	"facebook_url" text,
	"twitter_url" text,
	"donation_url" text,
	"video_embed_url" text,
	"welcome_video_embed" text,
	"counselling_pastor" text,
	"counselling_email" text,
	"banner_key" text,
	"headshot_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "church_connections" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "church_connections" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "church_connections" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "church_profiles" ADD CONSTRAINT "church_profiles_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_connections" ADD CONSTRAINT "church_connections_decided_by_fkey" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "church_connections_user_id_idx" ON "church_connections" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_coordinates_check" CHECK ((latitude is null and longitude is null) or
        (latitude between -90 and 90 and longitude between -180 and 180));