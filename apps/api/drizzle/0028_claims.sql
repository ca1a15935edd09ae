CREATE TABLE "claim_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" bigint NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"actor" varchar(16) NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" varchar(20) GENERATED ALWAYS AS ('CL-' || lpad(id::text, 8, '0')) STORED,
	"customer_id" integer NOT NULL,
	"subject_type" varchar(20) NOT NULL,
	"subject_id" bigint NOT NULL,
	"reason" varchar(20) NOT NULL,
	"description" varchar(2000) NOT NULL,
	"photo_ids" bigint[] NOT NULL,
	"video_id" bigint,
	"status" varchar(16) NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"resolution_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id","id");--> statement-breakpoint
CREATE INDEX "claims_customer_idx" ON "claims" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "claims_status_idx" ON "claims" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "claims_undecided_subject" ON "claims" USING btree ("subject_type","subject_id") WHERE "claims"."status" IN ('open', 'under_review');