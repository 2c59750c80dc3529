ALTER TABLE "books" ADD COLUMN "test_questions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "test_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "books" SET
	"test_questions" = coalesce((SELECT sum(jsonb_array_length(t."questions")) FROM "tests" t WHERE t."book_id" = "books"."id" AND t."status" = 'published'), 0)::int,
	"test_minutes" = coalesce((SELECT sum(t."duration_seconds") FROM "tests" t WHERE t."book_id" = "books"."id" AND t."status" = 'published'), 0)::int / 60;
