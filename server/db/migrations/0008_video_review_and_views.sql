CREATE TABLE "video_views" (
	"video_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "video_views_pkey" PRIMARY KEY("video_id","day"),
	CONSTRAINT "video_views_views_check" CHECK (views >= 0)
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "block_reason" text;--> statement-breakpoint
ALTER TABLE "video_views" ADD CONSTRAINT "video_views_video_id_fkey" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;