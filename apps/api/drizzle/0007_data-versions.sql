CREATE TABLE "data_versions" (
	"area" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers): every statement that writes an area's
-- tables bumps that area's counter inside the same transaction, whoever writes (API, CLI, psql).
-- Statement-level, so a bulk import bumps once per statement, not per row.
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  area_name text;
BEGIN
  FOREACH area_name IN ARRAY TG_ARGV LOOP
    INSERT INTO "data_versions" ("area", "version", "changed_at") VALUES (area_name, 1, now())
    ON CONFLICT ("area") DO UPDATE SET "version" = "data_versions"."version" + 1, "changed_at" = now();
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "loan_offers_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "loan_offers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('offers');
--> statement-breakpoint
CREATE TRIGGER "deposit_offers_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "deposit_offers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('offers');
--> statement-breakpoint
CREATE TRIGGER "banks_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banks" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('content', 'offers');
--> statement-breakpoint
CREATE TRIGGER "campaigns_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "campaigns" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('content');
--> statement-breakpoint
CREATE TRIGGER "campaign_texts_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "campaign_texts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('content');
--> statement-breakpoint
CREATE TRIGGER "guides_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "guides" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('content');
--> statement-breakpoint
CREATE TRIGGER "guide_texts_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "guide_texts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('content');
--> statement-breakpoint
CREATE TRIGGER "funds_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "funds" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('funds');
--> statement-breakpoint
CREATE TRIGGER "market_quotes_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "market_quotes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('market');
--> statement-breakpoint
CREATE TRIGGER "market_import_runs_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "market_import_runs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('market');
