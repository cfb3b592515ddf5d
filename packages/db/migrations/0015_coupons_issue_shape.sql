DROP INDEX "coupons_code_idx";--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "valid_from" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "valid_until" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "usage_limit" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "coupon_id" uuid;--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_lower_idx" ON "coupons" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "families_coupon_idx" ON "families" USING btree ("coupon_id");--> statement-breakpoint
ALTER TABLE "coupons" DROP COLUMN "max_uses";--> statement-breakpoint
ALTER TABLE "coupons" DROP COLUMN "used_count";--> statement-breakpoint
ALTER TABLE "coupons" DROP COLUMN "expires_at";--> statement-breakpoint
ALTER TABLE "coupons" DROP COLUMN "active";--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_one_discount" CHECK (("coupons"."discount_percent" is null) <> ("coupons"."discount_amount" is null));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_percent_range" CHECK ("coupons"."discount_percent" between 1 and 100);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_amount_positive" CHECK ("coupons"."discount_amount" > 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_dates_in_order" CHECK ("coupons"."valid_from" <= "coupons"."valid_until");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_usage_limit_positive" CHECK ("coupons"."usage_limit" > 0);