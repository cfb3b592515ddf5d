CREATE TABLE "account_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"role" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_estimate_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
