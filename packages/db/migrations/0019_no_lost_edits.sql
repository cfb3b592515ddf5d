CREATE TABLE "signup_drafts" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draft_family_versions" ADD COLUMN "edit_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "draft_family_versions" ADD COLUMN "field_versions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "edit_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "field_versions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "signup_drafts_expires_idx" ON "signup_drafts" USING btree ("expires_at");--> statement-breakpoint
-- Case studies saved before their storage shape carried a number (docs/decisions/0057) are upgraded to shape 3:
-- shape 1 (the first case studies) had no "invitedBy" on the profile, shape 2 no "scheduleCNetProfit" on a parent.
-- The same steps run when such a snapshot is read (apps/server/src/modules/family-figures/case-study-shapes.ts).
UPDATE "draft_family_versions" SET "snapshot" = jsonb_build_object(
  'shape', 3,
  'profile', (CASE WHEN "snapshot"->'profile' ? 'invitedBy' THEN "snapshot"->'profile'
                   ELSE ("snapshot"->'profile') || '{"invitedBy": null}'::jsonb END)
    || jsonb_build_object('parents', COALESCE((
      SELECT jsonb_agg(CASE WHEN p ? 'scheduleCNetProfit' THEN p ELSE p || '{"scheduleCNetProfit": null}'::jsonb END
                       ORDER BY n)
      FROM jsonb_array_elements("snapshot"->'profile'->'parents') WITH ORDINALITY AS e(p, n)), '[]'::jsonb)),
  'favourites', COALESCE("snapshot"->'favourites', '[]'::jsonb)
)
WHERE NOT ("snapshot" ? 'shape')
  AND jsonb_typeof("snapshot"->'profile') = 'object'
  AND jsonb_typeof("snapshot"->'profile'->'parents') = 'array';
