ALTER TABLE "colleges" ADD COLUMN "tuition_fees_in_district_2023_24" integer;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "tuition_fees_in_state_2023_24" integer;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "tuition_fees_out_of_state_2023_24" integer;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "books_supplies_2023_24" integer;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "room_board_on_campus_2023_24" integer;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "other_expenses_on_campus_2023_24" integer;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "room_board_off_campus_2023_24" integer;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "other_expenses_off_campus_2023_24" integer;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "other_expenses_with_family_2023_24" integer;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "avg_net_price_2022_23" integer;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "net_price_income_0_30k_2022_23" integer;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "net_price_income_30_48k_2022_23" integer;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "net_price_income_48_75k_2022_23" integer;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "net_price_income_75_110k_2022_23" integer;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "net_price_income_110k_plus_2022_23" integer;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "median_earnings_10yr" integer;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "median_earnings_6yr" integer;