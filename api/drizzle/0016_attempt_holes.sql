CREATE TABLE "search_reveals" (
	"user_id" uuid NOT NULL,
	"book_id" uuid NOT NULL,
	"day" date NOT NULL,
	"chars" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_reveals_user_id_book_id_day_pk" PRIMARY KEY("user_id","book_id","day")
);
--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD COLUMN "made_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "search_reveals" ADD CONSTRAINT "search_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_reveals" ADD CONSTRAINT "search_reveals_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;