CREATE TABLE "statement_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank" text NOT NULL,
	"file_name" text NOT NULL,
	"lines_read" integer NOT NULL,
	"credits" integer NOT NULL,
	"new_lines" integer NOT NULL,
	"covers_from" date,
	"covers_to" date,
	"imported_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"bank" text NOT NULL,
	"txn_date" date NOT NULL,
	"narration" text NOT NULL,
	"reference" text,
	"amount_paise" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_lines_fingerprint_unique" UNIQUE("fingerprint")
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_utr_unique";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "statement_line_id" uuid;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_import_id_statement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."statement_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_lines_reference_idx" ON "statement_lines" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "statement_lines_date_idx" ON "statement_lines" USING btree ("txn_date");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_statement_line_id_statement_lines_id_fk" FOREIGN KEY ("statement_line_id") REFERENCES "public"."statement_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_utr_active" ON "payments" USING btree ("utr") WHERE status in ('pending', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_statement_line_unique" ON "payments" USING btree ("statement_line_id") WHERE statement_line_id is not null;--> statement-breakpoint
CREATE INDEX "payments_utr_idx" ON "payments" USING btree ("utr");