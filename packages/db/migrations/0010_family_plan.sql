CREATE TABLE "family_plan_settings" (
	"family_id" uuid PRIMARY KEY NOT NULL,
	"cost_growth_percent" double precision NOT NULL,
	"income_growth_percent" double precision NOT NULL,
	"asset_growth_percent" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_plan_students" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"college_id" integer,
	"entered_cost" integer,
	"gap_year" boolean DEFAULT false NOT NULL,
	"years_in_college" smallint DEFAULT 4 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"family_id" uuid NOT NULL,
	"award_year" text NOT NULL,
	"figures_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_reports_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "family_plan_settings" ADD CONSTRAINT "family_plan_settings_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_plan_students" ADD CONSTRAINT "family_plan_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_plan_students" ADD CONSTRAINT "family_plan_students_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_plan_students" ADD CONSTRAINT "family_plan_students_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_reports" ADD CONSTRAINT "family_reports_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_plan_students_family_idx" ON "family_plan_students" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "family_reports_family_idx" ON "family_reports" USING btree ("family_id");