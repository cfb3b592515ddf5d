CREATE TYPE "public"."filing_status" AS ENUM('single', 'married_joint', 'married_separate', 'head_of_household', 'qualifying_surviving_spouse');--> statement-breakpoint
CREATE TYPE "public"."invitation_status" AS ENUM('invited', 'pending', 'active');--> statement-breakpoint
CREATE TYPE "public"."marital_status" AS ENUM('married', 'remarried', 'unmarried_living_together', 'single', 'divorced', 'separated', 'widowed');--> statement-breakpoint
CREATE TYPE "public"."residence_kind" AS ENUM('own', 'rent', 'other');--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp,
	"refresh_token_expires_at" timestamp,
	"scope" text,
	"password" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jwks" (
	"id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp NOT NULL,
	"expires_at" timestamp,
	"alg" text,
	"crv" text
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"impersonated_by" text,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL,
	"role" text,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp,
	"phone" text,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calculator_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"family_id" uuid,
	"college_id" integer,
	"inputs" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colleges" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer,
	"name" text NOT NULL,
	"alias" text,
	"city" text,
	"state" text NOT NULL,
	"zip" text,
	"website" text,
	"net_price_calculator_url" text,
	"control" text NOT NULL,
	"level" text NOT NULL,
	"predominant_degree" text,
	"highest_degree" text,
	"main_campus" smallint,
	"locale_code" smallint,
	"locale" text,
	"latitude" double precision,
	"longitude" double precision,
	"undergrad_enrollment" integer,
	"admission_rate" double precision,
	"sat_avg" integer,
	"sat_reading_25" integer,
	"sat_reading_75" integer,
	"sat_math_25" integer,
	"sat_math_75" integer,
	"act_composite_25" integer,
	"act_composite_mid" integer,
	"act_composite_75" integer,
	"tuition_fees_in_state" integer,
	"tuition_fees_out_of_state" integer,
	"cost_of_attendance" integer,
	"cost_of_attendance_program_year" integer,
	"room_board_on_campus" integer,
	"room_board_off_campus" integer,
	"books_supplies" integer,
	"other_expenses_on_campus" integer,
	"other_expenses_off_campus" integer,
	"other_expenses_with_family" integer,
	"avg_net_price" integer,
	"net_price_income_0_30k" integer,
	"net_price_income_30_48k" integer,
	"net_price_income_48_75k" integer,
	"net_price_income_75_110k" integer,
	"net_price_income_110k_plus" integer,
	"completion_rate_150" double precision,
	"pell_grant_share" double precision,
	"federal_loan_share" double precision,
	"median_debt_completers" integer,
	"tuition_fees_in_district_2022_23" integer,
	"tuition_fees_in_state_2022_23" integer,
	"tuition_fees_out_of_state_2022_23" integer,
	"books_supplies_2022_23" integer,
	"room_board_on_campus_2022_23" integer,
	"other_expenses_on_campus_2022_23" integer,
	"room_board_off_campus_2022_23" integer,
	"other_expenses_off_campus_2022_23" integer,
	"other_expenses_with_family_2022_23" integer,
	"degree_shares" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"college_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draft_family_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"version_name" text NOT NULL,
	"clone_type" text NOT NULL,
	"created_by_user_id" text,
	"agent_access_id" uuid,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"state" text,
	"invitation_status" "invitation_status" DEFAULT 'pending' NOT NULL,
	"complete_onboarding" boolean DEFAULT false NOT NULL,
	"onboarding_step" smallint DEFAULT 0 NOT NULL,
	"onboarding_progress" jsonb DEFAULT '{"completedSteps":[],"subSteps":{}}'::jsonb NOT NULL,
	"family_members_count" smallint,
	"family_members_in_college" smallint,
	"filing_status" "filing_status",
	"standard_deduction_org" integer,
	"checking_amount" integer,
	"taxable_brokerage_accounts_amount" integer,
	"college_savings_accounts_amount" integer,
	"annual_retirement_amount" integer,
	"insurance_amount" integer,
	"primary_residence" "residence_kind",
	"residence_equity" integer,
	"owns_investment_property" boolean DEFAULT false NOT NULL,
	"investment_equity" integer,
	"has_business_assets" boolean DEFAULT false NOT NULL,
	"business_assets_amount" integer,
	"business_is_small_family_owned" boolean,
	"has_life_insurance_account" boolean DEFAULT false NOT NULL,
	"has_annuities" boolean DEFAULT false NOT NULL,
	"annuities_amount" integer,
	"has_roth_ira" boolean DEFAULT false NOT NULL,
	"has_ira" boolean DEFAULT false NOT NULL,
	"has_401k" boolean DEFAULT false NOT NULL,
	"has_fin_advisor" boolean DEFAULT false NOT NULL,
	"has_cpa" boolean DEFAULT false NOT NULL,
	"federal_sai" integer,
	"institutional_sai" integer,
	"sai_computed_at" timestamp with time zone,
	"direct_sign_up" boolean DEFAULT true NOT NULL,
	"agent_id" uuid,
	"organisation_id" uuid,
	"invited_by_professional_id" uuid,
	"invited_at" timestamp with time zone,
	"hidden_elements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "parents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"age" smallint,
	"marital_status" "marital_status",
	"annual_income" integer,
	"filing_status" "filing_status",
	"standard_deduction" integer,
	"taxable_income" integer,
	"tax_paid" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"graduation_year" smallint,
	"overall_student_type" text,
	"gpa" double precision,
	"sat" smallint,
	"act" smallint,
	"filed_taxes" boolean,
	"tax_amount" integer,
	"income_amount" integer,
	"savings_amount" integer,
	"utma_amount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" text,
	"actor_role" text NOT NULL,
	"family_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_percent" integer NOT NULL,
	"agent_id" uuid,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"transport" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid,
	"user_id" text,
	"agent_id" uuid,
	"sender_initials" text DEFAULT '' NOT NULL,
	"family_message" text,
	"agent_message" text,
	"admin_message" text,
	"read" boolean DEFAULT false NOT NULL,
	"agent_read" boolean DEFAULT false NOT NULL,
	"admin_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admission_professionals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"institution" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"organisation_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_uses" ADD CONSTRAINT "calculator_uses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_uses" ADD CONSTRAINT "calculator_uses_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_uses" ADD CONSTRAINT "calculator_uses_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_family_versions" ADD CONSTRAINT "draft_family_versions_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_family_versions" ADD CONSTRAINT "draft_family_versions_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_family_versions" ADD CONSTRAINT "draft_family_versions_agent_access_id_agents_id_fk" FOREIGN KEY ("agent_access_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_organisation_id_agent_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."agent_organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_invited_by_professional_id_admission_professionals_id_fk" FOREIGN KEY ("invited_by_professional_id") REFERENCES "public"."admission_professionals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parents" ADD CONSTRAINT "parents_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_professionals" ADD CONSTRAINT "admission_professionals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_organisation_id_agent_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."agent_organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_userId_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_userId_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "calculator_uses_created_idx" ON "calculator_uses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "calculator_uses_user_idx" ON "calculator_uses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "colleges_unit_id_idx" ON "colleges" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "colleges_state_idx" ON "colleges" USING btree ("state");--> statement-breakpoint
CREATE INDEX "colleges_name_idx" ON "colleges" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_student_college_idx" ON "favourites" USING btree ("student_id","college_id");--> statement-breakpoint
CREATE INDEX "favourites_family_idx" ON "favourites" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "draft_family_versions_family_idx" ON "draft_family_versions" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "families_user_idx" ON "families" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "families_email_idx" ON "families" USING btree ("email");--> statement-breakpoint
CREATE INDEX "families_agent_idx" ON "families" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "families_organisation_idx" ON "families" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "families_professional_idx" ON "families" USING btree ("invited_by_professional_id");--> statement-breakpoint
CREATE INDEX "families_created_idx" ON "families" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "help_requests_family_idx" ON "help_requests" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "parents_family_idx" ON "parents" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "students_family_idx" ON "students" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "audit_log_family_idx" ON "audit_log" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_family_idx" ON "notifications" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "notifications_agent_idx" ON "notifications" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admission_professionals_user_idx" ON "admission_professionals" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_organisations_name_idx" ON "agent_organisations" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_user_idx" ON "agents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "agents_organisation_idx" ON "agents" USING btree ("organisation_id");