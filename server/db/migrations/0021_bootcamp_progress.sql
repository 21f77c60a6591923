CREATE TABLE "bootcamp_progress" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"watched" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"watched_seconds" double precision DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bootcamp_progress_pkey" PRIMARY KEY("user_id","item_id"),
	CONSTRAINT "bootcamp_progress_watched_seconds_check" CHECK (watched_seconds >= 0)
);
--> statement-breakpoint
ALTER TABLE "bootcamp_progress" ADD CONSTRAINT "bootcamp_progress_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bootcamp_progress" ADD CONSTRAINT "bootcamp_progress_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;