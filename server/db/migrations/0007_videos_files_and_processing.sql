ALTER TABLE "videos" DROP CONSTRAINT "videos_kind_check";--> statement-breakpoint
ALTER TABLE "videos" ALTER COLUMN "url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "poster_key" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "poster_seconds" double precision;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "duration_seconds" double precision;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "processing" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "processing_error" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_processing_check" CHECK (processing IN ('processing', 'ready', 'failed'));--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_source_check" CHECK ((url is not null or source_key is not null) and (source_key is null) = (processing is null));--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_poster_seconds_check" CHECK (poster_seconds >= 0);--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_kind_check" CHECK (kind IN ('story', 'profile', 'invite', 'welcome', 'instruction', 'monthly'));