-- Every write to colleges (any path: API, import, seed script, manual SQL) bumps the 'colleges' revision, so that
-- server instances holding the catalogue in memory notice with one cheap query that they must reload it.
INSERT INTO "catalogue_revisions" ("name", "revision") VALUES ('colleges', 0) ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_colleges_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalogue_revisions" ("name", "revision", "changed_at") VALUES ('colleges', 1, now())
  ON CONFLICT ("name") DO UPDATE SET "revision" = "catalogue_revisions"."revision" + 1, "changed_at" = now();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "colleges_revision_trigger" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "colleges"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_colleges_revision"();
