CREATE TABLE "payout_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"gateway" varchar(32) NOT NULL,
	"details" jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_request_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payout_request_id" bigint NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"actor" varchar(16) NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"payout_account_id" bigint NOT NULL,
	"gateway" varchar(32) NOT NULL,
	"account" jsonb NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_requests_amount_positive" CHECK ("payout_requests"."amount" > 0),
	CONSTRAINT "payout_requests_fee_range" CHECK ("payout_requests"."fee" >= 0 AND "payout_requests"."fee" < "payout_requests"."amount")
);
--> statement-breakpoint
ALTER TABLE "payout_request_events" ADD CONSTRAINT "payout_request_events_payout_request_id_payout_requests_id_fk" FOREIGN KEY ("payout_request_id") REFERENCES "public"."payout_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_accounts_customer_idx" ON "payout_accounts" USING btree ("customer_id","id" DESC NULLS LAST) WHERE "payout_accounts"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "payout_request_events_request_idx" ON "payout_request_events" USING btree ("payout_request_id","id");--> statement-breakpoint
CREATE INDEX "payout_requests_customer_idx" ON "payout_requests" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payout_requests_account_idx" ON "payout_requests" USING btree ("payout_account_id");--> statement-breakpoint
CREATE INDEX "payout_requests_status_idx" ON "payout_requests" USING btree ("status","id");