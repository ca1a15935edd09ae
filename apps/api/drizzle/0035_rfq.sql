CREATE TABLE "rfq_quotes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"tiers" jsonb NOT NULL,
	"moq" integer NOT NULL,
	"shipping_estimate" bigint NOT NULL,
	"shipping_method_id" integer NOT NULL,
	"shipping_category_id" integer NOT NULL,
	"unit_weight_grams" integer NOT NULL,
	"source_site" varchar(64) NOT NULL,
	"source_url" varchar(2000),
	"note" varchar(2000),
	"valid_until" timestamp with time zone NOT NULL,
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_request_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"actor" varchar(16) NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" varchar(20) GENERATED ALWAYS AS ('RQ-' || lpad(id::text, 8, '0')) STORED,
	"customer_id" integer NOT NULL,
	"product_name" varchar(200) NOT NULL,
	"product_url" varchar(2000),
	"image_ids" bigint[] NOT NULL,
	"quantity" integer NOT NULL,
	"target_price" bigint,
	"target_currency" varchar(3),
	"specifications" varchar(4000) NOT NULL,
	"region_code" varchar(2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"deadline" timestamp with time zone,
	"status" varchar(16) NOT NULL,
	"decline_reason" text,
	"ordered_quote_id" bigint,
	"order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buy_orders" ADD COLUMN "rfq_quote_id" bigint;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_request_id_rfq_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."rfq_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_request_events" ADD CONSTRAINT "rfq_request_events_request_id_rfq_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."rfq_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_requests" ADD CONSTRAINT "rfq_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rfq_quotes_request_idx" ON "rfq_quotes" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "rfq_request_events_request_idx" ON "rfq_request_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "rfq_requests_customer_idx" ON "rfq_requests" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rfq_requests_status_idx" ON "rfq_requests" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "buy_orders_rfq_quote" ON "buy_orders" USING btree ("rfq_quote_id");