CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"revoked_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_ends_idx" ON "rate_limit_hits" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "revoked_sessions_revoked_at_idx" ON "revoked_sessions" USING btree ("revoked_at");