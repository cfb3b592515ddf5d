CREATE TABLE "college_deletions" (
	"college_id" integer NOT NULL,
	"change_xid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "change_xid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL;--> statement-breakpoint
CREATE INDEX "college_deletions_change_xid_idx" ON "college_deletions" USING btree ("change_xid");--> statement-breakpoint
CREATE INDEX "colleges_change_xid_idx" ON "colleges" USING btree ("change_xid");--> statement-breakpoint
-- Change markers for the in-memory catalogue of every server instance (ADR 0014): each inserted or updated college
-- carries the id of the transaction that wrote it, each deleted one leaves a row in college_deletions, so that an
-- instance reads only what changed since its last look. Set here, whoever writes (API, import, seed script, SQL).
CREATE OR REPLACE FUNCTION "mark_college_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."change_xid" := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "colleges_change_trigger" BEFORE INSERT OR UPDATE ON "colleges"
FOR EACH ROW EXECUTE FUNCTION "mark_college_change"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "record_college_deletion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "college_deletions" ("college_id") VALUES (OLD."id");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "colleges_deletion_trigger" AFTER DELETE ON "colleges"
FOR EACH ROW EXECUTE FUNCTION "record_college_deletion"();
--> statement-breakpoint
-- The revision now counts only what row triggers cannot see (TRUNCATE), which makes every instance reload the whole
-- catalogue; it no longer serialises every write to colleges on one row.
DROP TRIGGER IF EXISTS "colleges_revision_trigger" ON "colleges";
--> statement-breakpoint
CREATE TRIGGER "colleges_revision_trigger" AFTER TRUNCATE ON "colleges"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_colleges_revision"();
