CREATE TABLE "support_inquiries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"name" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"topic" varchar(16) NOT NULL,
	"message" varchar(4000) NOT NULL,
	"order_number" varchar(32),
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"handled_note" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "claims_undecided_subject";--> statement-breakpoint
ALTER TABLE "claim_events" ALTER COLUMN "from_status" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "claim_events" ALTER COLUMN "to_status" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "claims" ALTER COLUMN "status" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "claim_events" ADD COLUMN "amount" bigint;--> statement-breakpoint
ALTER TABLE "claim_events" ADD COLUMN "photo_ids" bigint[];--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "kind" varchar(10) DEFAULT 'claim' NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "requested_resolution" varchar(12);--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "paid_amount" bigint;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "currency" varchar(3);--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "support_inquiries" ADD CONSTRAINT "support_inquiries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_inquiries_status_idx" ON "support_inquiries" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "claims_one_dispute_per_subject" ON "claims" USING btree ("subject_type","subject_id") WHERE "claims"."kind" = 'dispute';--> statement-breakpoint
CREATE UNIQUE INDEX "claims_undecided_subject" ON "claims" USING btree ("subject_type","subject_id") WHERE "claims"."status" IN ('open', 'under_review', 'evidence_requested');--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_refund_within_paid" CHECK ("claims"."refunded_amount" >= 0 AND "claims"."refunded_amount" <= coalesce("claims"."paid_amount", 0));