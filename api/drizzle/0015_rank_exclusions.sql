ALTER TABLE "test_attempts" ADD COLUMN "rank_decision" text;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD COLUMN "rank_decision_reason" text;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD COLUMN "rank_decided_by" uuid;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD COLUMN "rank_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_rank_decided_by_users_id_fk" FOREIGN KEY ("rank_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;