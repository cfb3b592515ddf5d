CREATE TABLE "family_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"family_name" text NOT NULL,
	"actor_user_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"simulation_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"version_id" text,
	"version_name" text,
	"note" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulation_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_session_id" text NOT NULL,
	"staff_session_id" text NOT NULL,
	"actor_user_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"family_id" uuid NOT NULL,
	"family_user_id" text NOT NULL,
	"family_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE INDEX "family_activity_family_idx" ON "family_activity" USING btree ("family_id","created_at");--> statement-breakpoint
CREATE INDEX "family_activity_actor_idx" ON "family_activity" USING btree ("actor_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "simulation_sessions_family_session_idx" ON "simulation_sessions" USING btree ("family_session_id");--> statement-breakpoint
CREATE INDEX "simulation_sessions_staff_session_idx" ON "simulation_sessions" USING btree ("staff_session_id");