CREATE TABLE "qr_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qr_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"account_id" integer NOT NULL,
	"video_id" integer,
	"label" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_codes_code_key" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "qr_scan_visitors" (
	"code_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "qr_scan_visitors_pkey" PRIMARY KEY("code_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "qr_scans" (
	"code_id" integer NOT NULL,
	"day" date NOT NULL,
	"scans" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "qr_scans_pkey" PRIMARY KEY("code_id","day"),
	CONSTRAINT "qr_scans_scans_check" CHECK (scans >= 0)
);
--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_video_id_fkey" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_scan_visitors" ADD CONSTRAINT "qr_scan_visitors_code_id_fkey" FOREIGN KEY ("code_id") REFERENCES "public"."qr_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_scans" ADD CONSTRAINT "qr_scans_code_id_fkey" FOREIGN KEY ("code_id") REFERENCES "public"."qr_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qr_codes_account_id_idx" ON "qr_codes" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "qr_scan_visitors_day_idx" ON "qr_scan_visitors" USING btree ("day");