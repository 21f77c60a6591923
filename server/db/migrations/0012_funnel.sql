CREATE TABLE "funnel_counts" (
	"code_id" integer NOT NULL,
	"day" date NOT NULL,
	"step" text NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_counts_pkey" PRIMARY KEY("code_id","day","step"),
	CONSTRAINT "funnel_counts_step_check" CHECK (step IN ('view', 'play', 'watched_25', 'watched_50', 'watched_75', 'watched_100', 'message')),
	CONSTRAINT "funnel_counts_visitors_check" CHECK (visitors >= 0)
);
--> statement-breakpoint
CREATE TABLE "funnel_visitors" (
	"code_id" integer NOT NULL,
	"day" date NOT NULL,
	"step" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "funnel_visitors_pkey" PRIMARY KEY("code_id","day","step","visitor"),
	CONSTRAINT "funnel_visitors_step_check" CHECK (step IN ('view', 'play', 'watched_25', 'watched_50', 'watched_75', 'watched_100', 'message'))
);
--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "funnel_counts" ADD CONSTRAINT "funnel_counts_code_id_fkey" FOREIGN KEY ("code_id") REFERENCES "public"."qr_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_visitors" ADD CONSTRAINT "funnel_visitors_code_id_fkey" FOREIGN KEY ("code_id") REFERENCES "public"."qr_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funnel_visitors_day_idx" ON "funnel_visitors" USING btree ("day");--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;