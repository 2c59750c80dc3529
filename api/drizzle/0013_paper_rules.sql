ALTER TABLE "books" ADD COLUMN "readable_any_time" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD COLUMN "paper_key" text;--> statement-breakpoint
-- Every attempt's paper as services/tests/papers.ts names it: `<pdf key>:<pages of the questions' regions,
-- ascending, comma-joined>` (regions cut from the solutions PDF are not the paper's).
UPDATE "test_attempts" SET "paper_key" = p."key" FROM (
  SELECT t."id", coalesce(b."pdf_key", '') || ':' || coalesce((
    SELECT string_agg(pages."page"::text, ',' ORDER BY pages."page") FROM (
      SELECT DISTINCT (r ->> 'page')::int AS "page"
        FROM jsonb_array_elements(t."questions") q, jsonb_array_elements(q -> 'regions') r
       WHERE coalesce(r ->> 'source', 'paper') <> 'solutions') pages), '') AS "key"
    FROM "tests" t JOIN "books" b ON b."id" = t."book_id") p
 WHERE p."id" = "test_attempts"."test_id";--> statement-breakpoint
-- One rank per paper: of a student's ranked attempts of one paper (remade tests taken before this rule),
-- the first submitted stays ranked and the others become practice.
UPDATE "test_attempts" a SET "ranked" = false
 WHERE a."ranked" AND EXISTS (
   SELECT 1 FROM "test_attempts" e
    WHERE e."user_id" = a."user_id" AND e."paper_key" = a."paper_key" AND e."ranked" AND e."id" <> a."id"
      AND (coalesce(e."submitted_at", 'infinity'::timestamptz), e."started_at", e."id")
        < (coalesce(a."submitted_at", 'infinity'::timestamptz), a."started_at", a."id"));--> statement-breakpoint
-- Two attempts of one paper open at this moment: the later keeps a key of its own until it closes.
UPDATE "test_attempts" a SET "paper_key" = a."paper_key" || '#' || a."id"
 WHERE a."status" = 'open' AND EXISTS (
   SELECT 1 FROM "test_attempts" e
    WHERE e."user_id" = a."user_id" AND e."paper_key" = a."paper_key" AND e."status" = 'open'
      AND (e."started_at", e."id") < (a."started_at", a."id"));--> statement-breakpoint
ALTER TABLE "test_attempts" ALTER COLUMN "paper_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "test_attempts_paper_ranked_idx" ON "test_attempts" USING btree ("user_id","paper_key") WHERE "test_attempts"."ranked";--> statement-breakpoint
CREATE UNIQUE INDEX "test_attempts_paper_open_idx" ON "test_attempts" USING btree ("user_id","paper_key") WHERE "test_attempts"."status" = 'open';
