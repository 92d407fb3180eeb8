CREATE TABLE "market_import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL,
	"error" text,
	"rows" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"buy" double precision,
	"sell" double precision,
	"value" double precision NOT NULL,
	"change" double precision,
	"change_percent" double precision,
	"source" text NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "market_import_runs_source_started_idx" ON "market_import_runs" USING btree ("source","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "market_quotes_code_source_as_of_unique" ON "market_quotes" USING btree ("code","source","as_of");--> statement-breakpoint
CREATE INDEX "market_quotes_code_as_of_idx" ON "market_quotes" USING btree ("code","as_of");