ALTER TABLE "college_aid_policies" ADD COLUMN "nonresident_aid_amount" integer;--> statement-breakpoint
ALTER TABLE "college_aid_policies" ADD COLUMN "nonresident_aid_note" text;--> statement-breakpoint
ALTER TABLE "college_aid_policies" ADD COLUMN "nonresident_aid_year" text;--> statement-breakpoint
ALTER TABLE "college_aid_policies" ADD COLUMN "nonresident_aid_source" text;--> statement-breakpoint
ALTER TABLE "college_aid_policies" ADD COLUMN "nonresident_aid_grade" text;--> statement-breakpoint
ALTER TABLE "college_aid_policies" ADD CONSTRAINT "college_aid_policies_nonresident_grade" CHECK ("college_aid_policies"."nonresident_aid_grade" in ('PRIMARY', 'SECONDARY', 'UNVERIFIED'));--> statement-breakpoint
ALTER TABLE "college_aid_policies" ADD CONSTRAINT "college_aid_policies_nonresident_sourced" CHECK (("college_aid_policies"."nonresident_aid_amount" is null and "college_aid_policies"."nonresident_aid_note" is null) or ("college_aid_policies"."nonresident_aid_source" is not null and "college_aid_policies"."nonresident_aid_grade" is not null));--> statement-breakpoint
ALTER TABLE "college_aid_policies" ADD CONSTRAINT "college_aid_policies_nonresident_amount" CHECK ("college_aid_policies"."nonresident_aid_amount" >= 0);--> statement-breakpoint
-- The one published non-resident rule in data/colleges/aid-policies.csv (UNC Chapel Hill's Carolina Covenant covers
-- out-of-state dependents too), on a database whose policies were loaded before this column existed. A new install
-- reads it from the bundled file.
UPDATE "college_aid_policies" SET
  "nonresident_aid_note" = 'Carolina Covenant (also for out-of-state dependents): total family income at or below 200% of the federal poverty guideline and limited assets: full need met with grants, scholarships and work-study, no loans. A rule without a dollar amount: not counted in the estimate; the college''s net price calculator applies it.',
  "nonresident_aid_source" = 'UNC Scholarships & Student Aid ''Carolina Covenant'' page (studentaid.unc.edu) and carolinacovenant.unc.edu FAQ',
  "nonresident_aid_grade" = 'PRIMARY'
WHERE "unit_id" = 199120 AND "nonresident_aid_note" IS NULL AND "nonresident_aid_amount" IS NULL;
