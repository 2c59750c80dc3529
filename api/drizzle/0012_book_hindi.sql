ALTER TABLE "books" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "description_hi" text;