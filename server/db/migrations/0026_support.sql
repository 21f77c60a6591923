CREATE TABLE "support_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"message_id" integer,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"author" text NOT NULL,
	"author_user_id" integer,
	"author_name" text DEFAULT '' NOT NULL,
	"channel" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_author_check" CHECK (author IN ('person', 'support')),
	CONSTRAINT "support_messages_channel_check" CHECK (channel IN ('dashboard', 'mail'))
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"account_id" integer,
	"subject" text NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"church_name" text DEFAULT '' NOT NULL,
	"browser" text DEFAULT '' NOT NULL,
	"screen_width" integer DEFAULT 0 NOT NULL,
	"screen_height" integer DEFAULT 0 NOT NULL,
	"card_order_number" text,
	"card_order_state" text,
	"short_links_active" integer DEFAULT 0 NOT NULL,
	"short_links_disabled" integer DEFAULT 0 NOT NULL,
	"assigned_user_id" integer,
	"first_answer_at" timestamp with time zone,
	"first_answer_seconds" integer,
	"waiting_since" timestamp with time zone,
	"paused_seconds" integer DEFAULT 0 NOT NULL,
	"resolved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_requests_state_check" CHECK (state IN ('new', 'open', 'waiting', 'resolved', 'closed')),
	CONSTRAINT "support_requests_language_check" CHECK (language IN ('en', 'es', 'fr', 'ko'))
);
--> statement-breakpoint
ALTER TABLE "content_items" DROP CONSTRAINT "content_items_kind_check";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "public"."support_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_request_id_fkey" FOREIGN KEY ("request_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_user_id_fkey" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_assigned_user_id_fkey" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_attachments_message_id_idx" ON "support_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "support_attachments_user_id_idx" ON "support_attachments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "support_messages_request_id_idx" ON "support_messages" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "support_requests_state_created_at_idx" ON "support_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "support_requests_user_id_idx" ON "support_requests" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_kind_check" CHECK (kind IN ('study_guide', 'bulletin_insert', 'bulletin_insert_care', 'resource', 'bootcamp_lesson', 'monthly_page', 'post', 'page', 'answer', 'support_answer'));