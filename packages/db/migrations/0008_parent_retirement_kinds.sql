ALTER TABLE "parents" ADD COLUMN "pre_tax_retirement_amount" integer;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "deductible_ira_amount" integer;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "roth_retirement_amount" integer;