CREATE TABLE "customer_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"link" varchar(300),
	"email_status" varchar(8) NOT NULL,
	"email_attempts" integer DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "free_storage_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "storage_fee_per_day" jsonb DEFAULT '{"BDT":2000,"INR":1500,"USD":25,"GBP":20,"AUD":40,"AED":100}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "storage_reminder_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "max_storage_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "final_notice_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_notifications" ADD CONSTRAINT "customer_notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_notifications_customer_idx" ON "customer_notifications" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_notifications_email_idx" ON "customer_notifications" USING btree ("email_status","id");