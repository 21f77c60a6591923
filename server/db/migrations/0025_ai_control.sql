CREATE TABLE "ai_features" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_features_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"feature" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"model" text NOT NULL,
	"cap_per_church" integer NOT NULL,
	"cap_total" integer NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by_user_id" integer,
	"updated_by_name" text DEFAULT '' NOT NULL,
	CONSTRAINT "ai_features_feature_check" CHECK (feature IN ('translation_drafts', 'reply_drafts')),
	CONSTRAINT "ai_features_provider_check" CHECK (provider IN ('sandbox', 'openai')),
	CONSTRAINT "ai_features_caps_check" CHECK (cap_per_church >= 0 AND cap_total >= 0)
);
--> statement-breakpoint
CREATE TABLE "ai_generations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_generations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"feature" text NOT NULL,
	"outcome" text NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"account_id" integer,
	"church_name" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"language" text NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"prompt_version" integer NOT NULL,
	"tokens_in" integer DEFAULT 0 NOT NULL,
	"tokens_out" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_generations_feature_check" CHECK (feature IN ('translation_drafts', 'reply_drafts')),
	CONSTRAINT "ai_generations_outcome_check" CHECK (outcome IN ('ok', 'capped', 'off', 'error', 'pending')),
	CONSTRAINT "ai_generations_provider_check" CHECK (provider IN ('sandbox', 'openai')),
	CONSTRAINT "ai_generations_language_check" CHECK (language IN ('en', 'es', 'fr', 'ko'))
);
--> statement-breakpoint
CREATE TABLE "ai_prompts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_prompts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"feature" text NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"author_user_id" integer,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_prompts_feature_check" CHECK (feature IN ('translation_drafts', 'reply_drafts'))
);
--> statement-breakpoint
ALTER TABLE "ai_features" ADD CONSTRAINT "ai_features_updated_by_user_id_fkey" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_prompts" ADD CONSTRAINT "ai_prompts_author_user_id_fkey" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_features_feature_key" ON "ai_features" USING btree ("feature");--> statement-breakpoint
CREATE INDEX "ai_generations_feature_created_at_idx" ON "ai_generations" USING btree ("feature","created_at");--> statement-breakpoint
CREATE INDEX "ai_generations_account_id_created_at_idx" ON "ai_generations" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_prompts_feature_version_key" ON "ai_prompts" USING btree ("feature","version");