CREATE TABLE "rate_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "user_name_key" text;--> statement-breakpoint
-- Existing names get their lower case as the key (they were unique that way); new and renamed
-- accounts get the full look-alike key from the application (users-repository nameKey).
UPDATE "users" SET "user_name_key" = lower("user_name");--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "user_name_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_events_scope_key_idx" ON "rate_events" USING btree ("scope","key","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_pair_idx" ON "login_attempts" USING btree ("account_key","ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_key_unique" ON "users" USING btree ("user_name_key");--> statement-breakpoint
-- The public (state) banks are Ziraat, Vakifbank and Halkbank (docs/domain-rules.md); earlier seeds
-- also marked the two state participation banks, which the deposit ranking never treated as public.
UPDATE "banks" SET "is_public" = false WHERE "name" IN ('VakifKatilim', 'ZiraatKatilim');
