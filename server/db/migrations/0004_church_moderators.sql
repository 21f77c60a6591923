CREATE TABLE "church_moderators" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "church_moderators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"status" text NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "church_moderators_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "church_moderators_account_id_email_key" UNIQUE("account_id","email"),
	CONSTRAINT "church_moderators_email_check" CHECK (email = lower(email)),
	CONSTRAINT "church_moderators_status_check" CHECK (status IN ('invited', 'approved'))
);
--> statement-breakpoint
ALTER TABLE "church_moderators" ADD CONSTRAINT "church_moderators_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_moderators" ADD CONSTRAINT "church_moderators_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_moderators" ADD CONSTRAINT "church_moderators_invited_by_fkey" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "church_moderators_user_id_idx" ON "church_moderators" USING btree ("user_id");