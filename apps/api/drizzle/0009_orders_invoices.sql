CREATE TABLE "invoice_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"description" text NOT NULL,
	"reference_type" varchar(24),
	"reference_id" bigint,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" varchar(20) GENERATED ALWAYS AS ('INV-' || lpad(id::text, 8, '0')) STORED,
	"customer_id" integer NOT NULL,
	"subject_type" varchar(24) NOT NULL,
	"subject_id" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'unpaid' NOT NULL,
	"currency" varchar(3) NOT NULL,
	"total" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buy_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"buy_product_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"status" varchar(24) DEFAULT 'pending' NOT NULL,
	"message" text NOT NULL,
	"proposal" jsonb NOT NULL,
	"resume_status" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "buy_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" varchar(20) GENERATED ALWAYS AS ('BO-' || lpad(id::text, 8, '0')) STORED,
	"customer_id" integer NOT NULL,
	"region_code" varchar(2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"address" jsonb NOT NULL,
	"shipping" jsonb NOT NULL,
	"coupon_code" varchar(32),
	"subtotal" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"shipping_estimate" bigint NOT NULL,
	"invoice_id" bigint,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buy_product_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"buy_product_id" bigint NOT NULL,
	"from_status" varchar(32),
	"to_status" varchar(32) NOT NULL,
	"actor" varchar(16) NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buy_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" varchar(20) GENERATED ALWAYS AS ('BP-' || lpad(id::text, 8, '0')) STORED,
	"order_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" bigint NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"source_site" varchar(64) NOT NULL,
	"source_url" text NOT NULL,
	"shop_name" text,
	"status" varchar(32) NOT NULL,
	"variations" jsonb NOT NULL,
	"currency" varchar(3) NOT NULL,
	"weight_grams" integer NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_actions" ADD CONSTRAINT "buy_actions_buy_product_id_buy_products_id_fk" FOREIGN KEY ("buy_product_id") REFERENCES "public"."buy_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_actions" ADD CONSTRAINT "buy_actions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_orders" ADD CONSTRAINT "buy_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_product_events" ADD CONSTRAINT "buy_product_events_buy_product_id_buy_products_id_fk" FOREIGN KEY ("buy_product_id") REFERENCES "public"."buy_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_products" ADD CONSTRAINT "buy_products_order_id_buy_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."buy_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_products" ADD CONSTRAINT "buy_products_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_subject_idx" ON "invoices" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "buy_actions_customer_idx" ON "buy_actions" USING btree ("customer_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "buy_orders_customer_idx" ON "buy_orders" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "buy_product_events_product_idx" ON "buy_product_events" USING btree ("buy_product_id","id");--> statement-breakpoint
CREATE INDEX "buy_products_customer_status_idx" ON "buy_products" USING btree ("customer_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "buy_products_order_idx" ON "buy_products" USING btree ("order_id");