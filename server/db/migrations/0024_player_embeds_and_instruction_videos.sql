CREATE TABLE "player_embed_counts" (
	"embed_id" integer NOT NULL,
	"day" date NOT NULL,
	"step" text NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "player_embed_counts_pkey" PRIMARY KEY("embed_id","day","step"),
	CONSTRAINT "player_embed_counts_step_check" CHECK (step IN ('view', 'play', 'watched_25', 'watched_50', 'watched_75', 'watched_100', 'message')),
	CONSTRAINT "player_embed_counts_visitors_check" CHECK (visitors >= 0)
);
--> statement-breakpoint
CREATE TABLE "player_embed_visitors" (
	"embed_id" integer NOT NULL,
	"day" date NOT NULL,
	"step" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "player_embed_visitors_pkey" PRIMARY KEY("embed_id","day","step","visitor"),
	CONSTRAINT "player_embed_visitors_step_check" CHECK (step IN ('view', 'play', 'watched_25', 'watched_50', 'watched_75', 'watched_100', 'message'))
);
--> statement-breakpoint
CREATE TABLE "player_embeds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_embeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"account_id" integer NOT NULL,
	"website_url" text NOT NULL,
	"website_origin" text NOT NULL,
	"category_slug" text,
	"donation_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_embeds_public_id_key" UNIQUE("public_id"),
	CONSTRAINT "player_embeds_account_id_key" UNIQUE("account_id"),
	CONSTRAINT "player_embeds_public_id_check" CHECK (public_id ~ '^[a-z0-9]{12}$'),
	CONSTRAINT "player_embeds_website_origin_check" CHECK (website_origin ~ '^https?://')
);
--> statement-breakpoint
ALTER TABLE "instruction_videos" ADD COLUMN "video_id" integer;--> statement-breakpoint
ALTER TABLE "player_embed_counts" ADD CONSTRAINT "player_embed_counts_embed_id_fkey" FOREIGN KEY ("embed_id") REFERENCES "public"."player_embeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_embed_visitors" ADD CONSTRAINT "player_embed_visitors_embed_id_fkey" FOREIGN KEY ("embed_id") REFERENCES "public"."player_embeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_embeds" ADD CONSTRAINT "player_embeds_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_embed_visitors_day_idx" ON "player_embed_visitors" USING btree ("day");--> statement-breakpoint
ALTER TABLE "instruction_videos" ADD CONSTRAINT "instruction_videos_video_id_fkey" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;