ALTER TABLE "students" ADD COLUMN "living_arrangement" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "in_college_district" boolean;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_living_arrangement" CHECK ("students"."living_arrangement" in ('on_campus', 'off_campus', 'with_family'));