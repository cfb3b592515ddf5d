-- docs/decisions/0036: families.search_text (name, e-mail, state and the parents' names, kept by triggers) with a
-- trigram index, so that the staff lists' search is an index scan; families.student_count (kept by a trigger on
-- students) and indexes for the lists' sorts. pg_trgm is a trusted extension (PostgreSQL 13+);
-- the embedded PGlite loads it from @electric-sql/pglite/contrib (packages/db/src/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "student_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION family_search_text(fid uuid, fname text, femail text, fstate text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT concat_ws(chr(31), concat_ws(' ', fname, femail, fstate),
    (SELECT string_agg(concat_ws(' ', p.first_name, p.last_name), chr(31) ORDER BY p.position)
      FROM parents p WHERE p.family_id = fid))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION families_search_text_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := family_search_text(NEW.id, NEW.name, NEW.email, NEW.state);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER families_search_text BEFORE INSERT OR UPDATE OF name, email, state ON families
  FOR EACH ROW EXECUTE FUNCTION families_search_text_trg();--> statement-breakpoint
CREATE OR REPLACE FUNCTION parents_search_text_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE families f SET search_text = family_search_text(f.id, f.name, f.email, f.state) WHERE f.id = OLD.family_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.family_id IS DISTINCT FROM OLD.family_id) THEN
    UPDATE families f SET search_text = family_search_text(f.id, f.name, f.email, f.state) WHERE f.id = NEW.family_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER parents_search_text AFTER INSERT OR DELETE OR UPDATE OF first_name, last_name, family_id, position
  ON parents FOR EACH ROW EXECUTE FUNCTION parents_search_text_trg();--> statement-breakpoint
CREATE OR REPLACE FUNCTION students_count_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE families f SET student_count = (SELECT count(*) FROM students s WHERE s.family_id = f.id)
      WHERE f.id = OLD.family_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.family_id IS DISTINCT FROM OLD.family_id) THEN
    UPDATE families f SET student_count = (SELECT count(*) FROM students s WHERE s.family_id = f.id)
      WHERE f.id = NEW.family_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER students_count AFTER INSERT OR DELETE OR UPDATE OF family_id ON students
  FOR EACH ROW EXECUTE FUNCTION students_count_trg();--> statement-breakpoint
UPDATE families f SET search_text = family_search_text(f.id, f.name, f.email, f.state),
  student_count = (SELECT count(*) FROM students s WHERE s.family_id = f.id);--> statement-breakpoint
CREATE INDEX "families_search_trgm_idx" ON "families" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "families_student_count_idx" ON "families" USING btree ("student_count","id");--> statement-breakpoint
CREATE INDEX "families_name_lower_idx" ON "families" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "families_updated_idx" ON "families" USING btree ("updated_at","id");
