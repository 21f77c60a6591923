CREATE TABLE "video_upload_reservations" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_upload_reservations_bytes_check" CHECK (bytes >= 0)
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "source_bytes" bigint;--> statement-breakpoint
ALTER TABLE "video_upload_reservations" ADD CONSTRAINT "video_upload_reservations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_upload_reservations_user_id_idx" ON "video_upload_reservations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "video_upload_reservations_created_at_idx" ON "video_upload_reservations" USING btree ("created_at");