CREATE TABLE "deposit_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_id" integer NOT NULL,
	"currency" text DEFAULT 'TL' NOT NULL,
	"annual_rate" numeric(8, 4) NOT NULL,
	"min_amount" numeric(14, 2) NOT NULL,
	"max_amount" numeric(14, 2) NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	"replaces_id" integer,
	"changed_by" text,
	"is_sample" boolean DEFAULT false NOT NULL,
	"as_of" date
);
--> statement-breakpoint
CREATE TABLE "loan_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_id" integer NOT NULL,
	"loan_type" text NOT NULL,
	"monthly_rate" numeric(8, 4) NOT NULL,
	"min_amount" numeric(14, 2) NOT NULL,
	"max_amount" numeric(14, 2) NOT NULL,
	"min_term" integer NOT NULL,
	"max_term" integer NOT NULL,
	"allocation_fee_rate" numeric(8, 4) DEFAULT 0 NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	"replaces_id" integer,
	"changed_by" text,
	"is_sample" boolean DEFAULT false NOT NULL,
	"as_of" date
);
--> statement-breakpoint
ALTER TABLE "deposit_offers" ADD CONSTRAINT "deposit_offers_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD CONSTRAINT "loan_offers_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_offers_current_idx" ON "deposit_offers" USING btree ("bank_id") WHERE "deposit_offers"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "loan_offers_current_idx" ON "loan_offers" USING btree ("loan_type","bank_id") WHERE "loan_offers"."retired_at" is null;