CREATE TABLE "attempt_pages" (
	"attempt_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"views" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "attempt_pages_attempt_id_page_pk" PRIMARY KEY("attempt_id","page")
);
--> statement-breakpoint
ALTER TABLE "test_attempts" ADD COLUMN "leak_code" text;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD COLUMN "device_id" uuid;--> statement-breakpoint
ALTER TABLE "attempt_pages" ADD CONSTRAINT "attempt_pages_attempt_id_test_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."test_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "test_attempts" SET "leak_code" = s."code", "device_id" = s."device_id"
	FROM "reading_sessions" s WHERE s."id" = "test_attempts"."reading_session_id";--> statement-breakpoint
INSERT INTO "attempt_pages" ("attempt_id", "page", "first_at", "last_at", "views")
	SELECT a."id", p."page", p."first_at", p."last_at", p."views"
	FROM "reading_session_pages" p JOIN "test_attempts" a ON a."reading_session_id" = p."session_id";--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_leak_code_unique" UNIQUE("leak_code");