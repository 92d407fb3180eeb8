CREATE TABLE "fund_import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"ok" boolean DEFAULT false NOT NULL,
	"error" text,
	"rows" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funds" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"umbrella_type" text DEFAULT '' NOT NULL,
	"return_1m" numeric(16, 4),
	"return_3m" numeric(16, 4),
	"return_6m" numeric(16, 4),
	"return_ytd" numeric(16, 4),
	"return_1y" numeric(16, 4),
	"return_3y" numeric(16, 4),
	"return_5y" numeric(16, 4),
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"as_of" date
);
--> statement-breakpoint
CREATE UNIQUE INDEX "funds_kind_code_unique" ON "funds" USING btree ("kind","code");