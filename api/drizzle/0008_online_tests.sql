CREATE TABLE "attempt_answers" (
	"attempt_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"answer" text,
	"marked_for_review" boolean DEFAULT false NOT NULL,
	"time_spent_ms" integer DEFAULT 0 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attempt_answers_attempt_id_number_pk" PRIMARY KEY("attempt_id","number")
);
--> statement-breakpoint
CREATE TABLE "test_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reading_session_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"ranked" boolean NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"current_question" integer DEFAULT 1 NOT NULL,
	"position_seq" bigint DEFAULT 0 NOT NULL,
	"score" double precision,
	"max_score" double precision NOT NULL,
	"tab_switches" integer DEFAULT 0 NOT NULL,
	"fullscreen_exits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"book_id" uuid NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"preset" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"languages" jsonb NOT NULL,
	"instructions" text,
	"sections" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"page_sizes" jsonb NOT NULL,
	"solutions_pdf_key" text,
	"solutions_page_sizes" jsonb,
	"key_revised_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tests_duration_check" CHECK ("tests"."duration_seconds" > 0)
);
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "test_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_test_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."test_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_reading_session_id_reading_sessions_id_fk" FOREIGN KEY ("reading_session_id") REFERENCES "public"."reading_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_attempts_user_idx" ON "test_attempts" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "test_attempts_one_open_idx" ON "test_attempts" USING btree ("test_id","user_id") WHERE "test_attempts"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "test_attempts_one_ranked_idx" ON "test_attempts" USING btree ("test_id","user_id") WHERE "test_attempts"."ranked";--> statement-breakpoint
CREATE INDEX "test_attempts_rank_idx" ON "test_attempts" USING btree ("test_id","score") WHERE "test_attempts"."ranked" and "test_attempts"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "test_attempts_due_idx" ON "test_attempts" USING btree ("deadline") WHERE "test_attempts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "tests_book_idx" ON "tests" USING btree ("book_id");