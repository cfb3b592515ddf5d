-- A case study keeps its own copy of the family's aid offers (ADR 0065): storage shape 4 (case-study-shapes.ts).
-- The case studies stored before read as having none, as reading a shape-3 snapshot does.
UPDATE "draft_family_versions"
SET "snapshot" = "snapshot" || jsonb_build_object('shape', 4, 'offers', COALESCE("snapshot" -> 'offers', '[]'::jsonb))
WHERE ("snapshot" ->> 'shape')::int = 3;
