ALTER TABLE "test_attempts" ALTER COLUMN "reading_session_id" DROP NOT NULL;--> statement-breakpoint
UPDATE "test_attempts" SET "leak_code" = coalesce("test_attempts"."leak_code", s."code"),
	"device_id" = coalesce("test_attempts"."device_id", s."device_id")
	FROM "reading_sessions" s
	WHERE s."id" = "test_attempts"."reading_session_id"
		AND ("test_attempts"."leak_code" IS NULL OR "test_attempts"."device_id" IS NULL);--> statement-breakpoint
INSERT INTO "attempt_pages" ("attempt_id", "page", "first_at", "last_at", "views")
	SELECT a."id", p."page", p."first_at", p."last_at", p."views"
	FROM "reading_session_pages" p JOIN "test_attempts" a ON a."reading_session_id" = p."session_id"
	ON CONFLICT ("attempt_id", "page") DO UPDATE SET
		"first_at" = least("attempt_pages"."first_at", excluded."first_at"),
		"last_at" = greatest("attempt_pages"."last_at", excluded."last_at"),
		"views" = excluded."views"
	WHERE excluded."views" > "attempt_pages"."views";
