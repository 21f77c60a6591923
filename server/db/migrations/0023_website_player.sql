CREATE TABLE "player_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
	"cover_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_categories_status_check" CHECK (status IN ('draft', 'published')),
	CONSTRAINT "player_categories_published_check" CHECK (status <> 'published' or (btrim(title_en) <> '' and btrim(description_en) <> ''))
);
--> statement-breakpoint
CREATE TABLE "player_testimonials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_testimonials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_es" text DEFAULT '' NOT NULL,
	"title_fr" text DEFAULT '' NOT NULL,
	"title_ko" text DEFAULT '' NOT NULL,
	"video_id" integer,
	"testimonial_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_testimonials_status_check" CHECK (status IN ('draft', 'published')),
	CONSTRAINT "player_testimonials_source_check" CHECK ((video_id is null) <> (testimonial_id is null)),
	CONSTRAINT "player_testimonials_published_check" CHECK (status <> 'published' or btrim(title_en) <> '')
);
--> statement-breakpoint
ALTER TABLE "content_items" DROP CONSTRAINT "content_items_kind_check";--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "answer_type" text;--> statement-breakpoint
ALTER TABLE "player_testimonials" ADD CONSTRAINT "player_testimonials_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "public"."player_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_testimonials" ADD CONSTRAINT "player_testimonials_video_id_fkey" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_testimonials" ADD CONSTRAINT "player_testimonials_testimonial_id_fkey" FOREIGN KEY ("testimonial_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_categories_slug_key" ON "player_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "player_categories_position_idx" ON "player_categories" USING btree ("position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_testimonials_slug_key" ON "player_testimonials" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "player_testimonials_category_id_idx" ON "player_testimonials" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "player_testimonials_video_id_idx" ON "player_testimonials" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "player_testimonials_testimonial_id_idx" ON "player_testimonials" USING btree ("testimonial_id");--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "public"."player_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_category_id_idx" ON "content_items" USING btree ("category_id","position");--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_answer_type_check" CHECK (answer_type IN ('video', 'article', 'prayer'));--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_answer_check" CHECK ((kind = 'answer') = (category_id is not null and answer_type is not null) and
        (kind = 'answer' or (category_id is null and answer_type is null)));--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_kind_check" CHECK (kind IN ('study_guide', 'bulletin_insert', 'bulletin_insert_care', 'resource', 'bootcamp_lesson', 'monthly_page', 'post', 'page', 'answer'));