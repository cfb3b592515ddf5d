ALTER TABLE "coupons" ALTER COLUMN "discount_percent" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "discount_amount" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "valid_from" date;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
-- Rows of the older shape (none were ever written by the product) get the new shape's values.
UPDATE "coupons" SET
	"valid_from" = "created_at"::date,
	"valid_until" = greatest("created_at"::date, coalesce("expires_at"::date, ("created_at" + interval '1 year')::date)),
	"usage_limit" = greatest(coalesce("max_uses", 1000), 1);
