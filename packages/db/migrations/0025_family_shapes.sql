ALTER TABLE "families" ADD COLUMN "parents_marital_status" "marital_status";--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "reporting_parent_remarried" boolean;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "child_support_received" integer;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "foreign_income" integer;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "untaxed_ira_distributions" integer;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "untaxed_pensions" integer;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "tax_exempt_interest" integer;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "education_credits" integer;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "means_tested_benefits" boolean;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "dislocated_worker" boolean;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "filed_schedules_abdefh" boolean;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "relationship" text DEFAULT 'parent' NOT NULL;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "provided_more_support" boolean;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "household_size" smallint;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "assets_amount" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "birth_year" smallint;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "dependency" jsonb;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "spouse_income_amount" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "household_size" smallint;--> statement-breakpoint
ALTER TABLE "parents" ADD CONSTRAINT "parents_relationship_check" CHECK ("relationship" IN ('parent', 'stepparent'));--> statement-breakpoint
-- The parents' marital status is now asked once for the family: an older profile's per-parent answer moves up, the
-- same one the aid engine reads from such a profile (the first in FAFSA code order, whatever the order of entry).
UPDATE "families" f SET "parents_marital_status" = (
  SELECT p."marital_status" FROM "parents" p
  WHERE p."family_id" = f."id" AND p."marital_status" IS NOT NULL
  ORDER BY CASE p."marital_status"
    WHEN 'single' THEN 1 WHEN 'unmarried_living_together' THEN 2 WHEN 'married' THEN 3 WHEN 'remarried' THEN 4
    WHEN 'divorced' THEN 5 WHEN 'separated' THEN 6 ELSE 7 END
  LIMIT 1
) WHERE f."parents_marital_status" IS NULL;
