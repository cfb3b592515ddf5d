ALTER TABLE "colleges" ADD COLUMN "tuition_fee" integer;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "full_time_fee" integer;