CREATE TABLE "fund_prices" (
	"code" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"price" numeric(24, 8) NOT NULL,
	"shares" double precision,
	"investors" integer,
	"portfolio_size" double precision,
	"is_sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "fund_prices_code_day_pk" PRIMARY KEY("code","day")
);
--> statement-breakpoint
CREATE INDEX "fund_prices_day" ON "fund_prices" USING btree ("day");