DROP INDEX "payments_utr_active";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reclaim" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_utr_reclaim" ON "payments" USING btree ("utr") WHERE status in ('pending', 'approved') and reclaim;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_utr_approved" ON "payments" USING btree ("utr") WHERE status = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_utr_active" ON "payments" USING btree ("utr") WHERE status in ('pending', 'approved') and not reclaim;