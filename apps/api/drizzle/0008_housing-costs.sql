ALTER TABLE "loan_offers" ADD COLUMN "mortgage_fee" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "loan_offers" ADD COLUMN "appraisal_fee" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "loan_offers" ADD COLUMN "earthquake_insurance" numeric(14, 2);