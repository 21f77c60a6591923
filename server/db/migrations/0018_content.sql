CREATE TABLE "content_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"resource_type" text,
	"month" text,
	"position" integer DEFAULT 0 NOT NULL,
	"roles" text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"languages" text[] DEFAULT '{en}'::text[] NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"unfinished_en" boolean DEFAULT false NOT NULL,
	"title_es" text DEFAULT '' NOT NULL,
	"summary_es" text DEFAULT '' NOT NULL,
	"body_es" text DEFAULT '' NOT NULL,
	"unfinished_es" boolean DEFAULT false NOT NULL,
	"title_fr" text DEFAULT '' NOT NULL,
	"summary_fr" text DEFAULT '' NOT NULL,
	"body_fr" text DEFAULT '' NOT NULL,
	"unfinished_fr" boolean DEFAULT false NOT NULL,
	"title_ko" text DEFAULT '' NOT NULL,
	"summary_ko" text DEFAULT '' NOT NULL,
	"body_ko" text DEFAULT '' NOT NULL,
	"unfinished_ko" boolean DEFAULT false NOT NULL,
	"video_id" integer,
	"video_link" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_kind_check" CHECK (kind IN ('study_guide', 'bulletin_insert', 'bulletin_insert_care', 'resource', 'bootcamp_lesson', 'monthly_page', 'post', 'page')),
	CONSTRAINT "content_items_status_check" CHECK (status IN ('draft', 'scheduled', 'published', 'archived')),
	CONSTRAINT "content_items_resource_type_check" CHECK (resource_type IN ('slides', 'social_images', 'posters')),
	CONSTRAINT "content_items_schedule_check" CHECK ((status <> 'scheduled' or publish_at is not null) and
        (unpublish_at is null or publish_at is null or unpublish_at > publish_at))
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"number" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"actor_user_id" integer,
	"actor_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_attachments" ADD CONSTRAINT "content_attachments_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_video_id_fkey" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_actor_user_id_fkey" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_attachments_item_id_idx" ON "content_attachments" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_kind_slug_key" ON "content_items" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "content_items_kind_status_idx" ON "content_items" USING btree ("kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_item_id_number_key" ON "content_revisions" USING btree ("item_id","number");