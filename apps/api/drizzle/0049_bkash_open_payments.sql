CREATE TABLE "open_bkash_invoices" (
	"invoice_id" bigint PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_checks" (
	"payment_id" bigint PRIMARY KEY NOT NULL,
	"next_check_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_answer" varchar(500),
	"needs_review_since" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "open_bkash_invoices" ADD CONSTRAINT "open_bkash_invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checks" ADD CONSTRAINT "payment_checks_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_bkash_invoices_payment_idx" ON "open_bkash_invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_checks_due_idx" ON "payment_checks" USING btree ("next_check_at") WHERE "payment_checks"."next_check_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_checks_review_idx" ON "payment_checks" USING btree ("needs_review_since") WHERE "payment_checks"."needs_review_since" IS NOT NULL;--> statement-breakpoint
-- bKash payments open at deploy keep their invoices (the newest per invoice) and are checked
-- by the reconciliation job as before: first check two minutes after they started.
INSERT INTO "open_bkash_invoices" ("invoice_id", "payment_id")
SELECT DISTINCT ON (si."invoice_id") si."invoice_id", p."id"
FROM "payments" p
JOIN "invoice_session_invoices" si ON si."session_id" = p."invoice_session_id"
WHERE p."gateway" = 'bkash' AND p."status" = 'pending'
ORDER BY si."invoice_id", p."id" DESC;
--> statement-breakpoint
INSERT INTO "payment_checks" ("payment_id", "next_check_at")
SELECT "id", "created_at" + interval '2 minutes'
FROM "payments"
WHERE "gateway" = 'bkash' AND "status" = 'pending';
