CREATE TYPE "public"."aid_basis" AS ENUM('need', 'merit');--> statement-breakpoint
CREATE TYPE "public"."aid_item_kind" AS ENUM('grant', 'scholarship', 'work_study', 'loan');--> statement-breakpoint
CREATE TYPE "public"."aid_source" AS ENUM('federal', 'state', 'college', 'private');--> statement-breakpoint
CREATE TYPE "public"."loan_kind" AS ENUM('subsidised', 'unsubsidised', 'parent_plus', 'private');--> statement-breakpoint
CREATE TABLE "aid_offer_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" "aid_item_kind" NOT NULL,
	"name" text NOT NULL,
	"amount" integer NOT NULL,
	"source" "aid_source",
	"basis" "aid_basis",
	"renewable" boolean,
	"renewal_condition" text DEFAULT '' NOT NULL,
	"loan_kind" "loan_kind",
	"interest_rate" double precision,
	CONSTRAINT "aid_offer_items_amount_not_negative" CHECK ("aid_offer_items"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "aid_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"college_id" integer NOT NULL,
	"award_year" text NOT NULL,
	"tuition_and_fees" integer NOT NULL,
	"housing_and_food" integer NOT NULL,
	"housing_on_campus" boolean DEFAULT true NOT NULL,
	"books_and_supplies" integer DEFAULT 0 NOT NULL,
	"transportation" integer DEFAULT 0 NOT NULL,
	"personal_expenses" integer DEFAULT 0 NOT NULL,
	"letter_total_aid" integer,
	"letter_net_cost" integer,
	"appeal_circumstances" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aid_offers_costs_not_negative" CHECK ("aid_offers"."tuition_and_fees" >= 0 and "aid_offers"."housing_and_food" >= 0 and "aid_offers"."books_and_supplies" >= 0 and "aid_offers"."transportation" >= 0 and "aid_offers"."personal_expenses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "funding_settings" (
	"family_id" uuid PRIMARY KEY NOT NULL,
	"resource_order" jsonb NOT NULL,
	"parent_savings" integer,
	"parent_income_per_year" integer DEFAULT 0 NOT NULL,
	"parents_borrow_plus" boolean DEFAULT true NOT NULL,
	"parent_plus_denied" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funding_students" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"savings" integer,
	"work_per_year" integer DEFAULT 0 NOT NULL,
	"borrows_direct_loans" boolean DEFAULT true NOT NULL,
	"borrowed_before_july_2026" boolean,
	"starting_salary" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aid_offer_items" ADD CONSTRAINT "aid_offer_items_offer_id_aid_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."aid_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aid_offers" ADD CONSTRAINT "aid_offers_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aid_offers" ADD CONSTRAINT "aid_offers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aid_offers" ADD CONSTRAINT "aid_offers_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_settings" ADD CONSTRAINT "funding_settings_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_students" ADD CONSTRAINT "funding_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_students" ADD CONSTRAINT "funding_students_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aid_offer_items_offer_idx" ON "aid_offer_items" USING btree ("offer_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "aid_offers_student_college_year_idx" ON "aid_offers" USING btree ("student_id","college_id","award_year");--> statement-breakpoint
CREATE INDEX "aid_offers_family_idx" ON "aid_offers" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "funding_students_family_idx" ON "funding_students" USING btree ("family_id");