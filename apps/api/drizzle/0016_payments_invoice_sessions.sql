CREATE TABLE "invoice_session_invoices" (
	"session_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	CONSTRAINT "invoice_session_invoices_session_id_invoice_id_pk" PRIMARY KEY("session_id","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	CONSTRAINT "payment_allocations_amount_positive" CHECK ("payment_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"gateway" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"invoice_session_id" bigint NOT NULL,
	"bkash_payment_id" varchar(64),
	"bkash_trx_id" varchar(64),
	"receipt_asset_id" bigint,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_fee_not_negative" CHECK ("payments"."fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_session_invoices" ADD CONSTRAINT "invoice_session_invoices_session_id_invoice_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."invoice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_session_invoices" ADD CONSTRAINT "invoice_session_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_sessions_customer_idx" ON "invoice_sessions" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_allocations_payment_invoice_key" ON "payment_allocations" USING btree ("payment_id","invoice_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("gateway","created_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_bkash_payment_id_key" ON "payments" USING btree ("bkash_payment_id");