ALTER TABLE "college_aid_policies" ADD COLUMN "edit_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "edit_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Edit versions of a college and an aid policy (ADR 0072): every update raises the row's version, whoever writes
-- (an admin's save, a CSV import, a seed script, SQL), so that a save based on an older version is refused.
CREATE OR REPLACE FUNCTION "raise_edit_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."edit_version" := OLD."edit_version" + 1;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "colleges_edit_version_trigger" BEFORE UPDATE ON "colleges"
FOR EACH ROW EXECUTE FUNCTION "raise_edit_version"();
--> statement-breakpoint
CREATE TRIGGER "college_aid_policies_edit_version_trigger" BEFORE UPDATE ON "college_aid_policies"
FOR EACH ROW EXECUTE FUNCTION "raise_edit_version"();
