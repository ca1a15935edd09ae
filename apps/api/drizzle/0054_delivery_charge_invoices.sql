-- A delivery request's charge becomes an invoice (issue #32 item 2), paid before dispatch unless
-- the customer pays the courier in cash; staff may dispatch an unpaid one only with a reason.
-- Requests made before this have no invoice and are not gated.
ALTER TABLE "delivery_requests" ADD COLUMN "invoice_id" bigint;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "payment_method" varchar(24) DEFAULT 'prepaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "dispatched_unpaid_reason" text;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;