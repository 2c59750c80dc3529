-- Book search (issue 16 item 3): pg_trgm for typo-tolerant matching; trusted since PostgreSQL 13, and loaded
-- into PGlite by db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "books_title_trgm_idx" ON "books" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_description_trgm_idx" ON "books" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_search_tsv_idx" ON "books" USING gin (to_tsvector('english', "title" || ' ' || "description"));
