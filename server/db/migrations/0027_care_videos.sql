CREATE TABLE "care_captions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "care_captions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"language" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"cues" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_captions_language_check" CHECK (language IN ('en', 'es', 'fr', 'ko'))
);
--> statement-breakpoint
CREATE TABLE "care_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "care_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"title_es" text DEFAULT '' NOT NULL,
	"description_es" text DEFAULT '' NOT NULL,
	"title_fr" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"title_ko" text DEFAULT '' NOT NULL,
	"description_ko" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_categories_status_check" CHECK (status IN ('draft', 'published')),
	CONSTRAINT "care_categories_title_check" CHECK (btrim(title_en) <> '')
);
--> statement-breakpoint
CREATE TABLE "care_speakers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "care_speakers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"credentials_en" text DEFAULT '' NOT NULL,
	"bio_en" text DEFAULT '' NOT NULL,
	"credentials_es" text DEFAULT '' NOT NULL,
	"bio_es" text DEFAULT '' NOT NULL,
	"credentials_fr" text DEFAULT '' NOT NULL,
	"bio_fr" text DEFAULT '' NOT NULL,
	"credentials_ko" text DEFAULT '' NOT NULL,
	"bio_ko" text DEFAULT '' NOT NULL,
	"picture_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_speakers_status_check" CHECK (status IN ('draft', 'published')),
	CONSTRAINT "care_speakers_name_check" CHECK (btrim(name) <> '')
);
--> statement-breakpoint
CREATE TABLE "care_video_positions" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_video_positions_pkey" PRIMARY KEY("user_id","item_id"),
	CONSTRAINT "care_video_positions_position_check" CHECK (position >= 0)
);
--> statement-breakpoint
ALTER TABLE "content_items" DROP CONSTRAINT "content_items_kind_check";--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "care_category_id" integer;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "care_speaker_id" integer;--> statement-breakpoint
ALTER TABLE "care_captions" ADD CONSTRAINT "care_captions_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_video_positions" ADD CONSTRAINT "care_video_positions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_video_positions" ADD CONSTRAINT "care_video_positions_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_captions_item_id_language_key" ON "care_captions" USING btree ("item_id","language");--> statement-breakpoint
CREATE UNIQUE INDEX "care_categories_slug_key" ON "care_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "care_categories_position_idx" ON "care_categories" USING btree ("position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "care_speakers_slug_key" ON "care_speakers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "care_video_positions_item_id_idx" ON "care_video_positions" USING btree ("item_id");--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_care_category_id_fkey" FOREIGN KEY ("care_category_id") REFERENCES "public"."care_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_care_speaker_id_fkey" FOREIGN KEY ("care_speaker_id") REFERENCES "public"."care_speakers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_care_category_id_idx" ON "content_items" USING btree ("care_category_id");--> statement-breakpoint
CREATE INDEX "content_items_care_speaker_id_idx" ON "content_items" USING btree ("care_speaker_id");--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_care_video_check" CHECK ((kind = 'care_video') = (care_category_id is not null) and
        (kind = 'care_video' or care_speaker_id is null));--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_kind_check" CHECK (kind IN ('study_guide', 'bulletin_insert', 'bulletin_insert_care', 'resource', 'bootcamp_lesson', 'monthly_page', 'post', 'page', 'answer', 'support_answer', 'care_video'));