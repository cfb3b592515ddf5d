CREATE TABLE "college_aid_policies" (
	"unit_id" integer PRIMARY KEY NOT NULL,
	"css_profile_required" text DEFAULT 'unknown' NOT NULL,
	"meets_full_need" text DEFAULT 'unknown' NOT NULL,
	"need_blind" text DEFAULT 'unknown' NOT NULL,
	"no_loan_policy" text DEFAULT 'unknown' NOT NULL,
	"free_tuition_income_max" integer,
	"free_total_income_max" integer,
	"income_limit" text DEFAULT 'at_or_below' NOT NULL,
	"guarantee_residency" text,
	"guarantee_assets_note" text,
	"policy_year" text,
	"source" text NOT NULL,
	"grade" text NOT NULL,
	"checked_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "college_aid_policies_css" CHECK ("college_aid_policies"."css_profile_required" in ('yes', 'no', 'unknown')),
	CONSTRAINT "college_aid_policies_full_need" CHECK ("college_aid_policies"."meets_full_need" in ('all', 'residents_only', 'no', 'unknown')),
	CONSTRAINT "college_aid_policies_need_blind" CHECK ("college_aid_policies"."need_blind" in ('yes', 'no', 'unknown')),
	CONSTRAINT "college_aid_policies_no_loan" CHECK ("college_aid_policies"."no_loan_policy" in ('yes', 'no', 'unknown')),
	CONSTRAINT "college_aid_policies_income_limit" CHECK ("college_aid_policies"."income_limit" in ('at_or_below', 'below')),
	CONSTRAINT "college_aid_policies_residency" CHECK ("college_aid_policies"."guarantee_residency" in ('any', 'in_state')),
	CONSTRAINT "college_aid_policies_grade" CHECK ("college_aid_policies"."grade" in ('PRIMARY', 'SECONDARY', 'UNVERIFIED')),
	CONSTRAINT "college_aid_policies_incomes" CHECK ("college_aid_policies"."free_tuition_income_max" >= 0 and "college_aid_policies"."free_total_income_max" >= 0)
);
--> statement-breakpoint
CREATE TABLE "catalogue_releases" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "former_names" text;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "common_names" text;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "data_year" text;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "data_source" text;--> statement-breakpoint
ALTER TABLE "college_aid_policies" ADD CONSTRAINT "college_aid_policies_unit_id_colleges_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."colleges"("unit_id") ON DELETE cascade ON UPDATE cascade;