CREATE TABLE "cpi_import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "cpi_index" (
	"month" text NOT NULL,
	"base" text NOT NULL,
	"value" numeric(14, 4) NOT NULL,
	"source" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cpi_index_month_base_pk" PRIMARY KEY("month","base"),
	CONSTRAINT "cpi_index_month_check" CHECK ("cpi_index"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "cpi_index_base_check" CHECK ("cpi_index"."base" in ('2003', '2025')),
	CONSTRAINT "cpi_index_value_check" CHECK ("cpi_index"."value" > 0)
);
