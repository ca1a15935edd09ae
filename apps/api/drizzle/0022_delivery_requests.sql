CREATE TABLE "delivery_request_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"item_type" varchar(20) NOT NULL,
	"item_id" bigint NOT NULL,
	"title" varchar(300) NOT NULL,
	"weight_grams" integer NOT NULL,
	"open" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" varchar(20) GENERATED ALWAYS AS ('DR-' || lpad(id::text, 8, '0')) STORED,
	"customer_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"address" jsonb NOT NULL,
	"courier_code" varchar(40) NOT NULL,
	"courier_name" varchar(100) NOT NULL,
	"weight_grams" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"price" bigint NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_request_items" ADD CONSTRAINT "delivery_request_items_request_id_delivery_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."delivery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_request_items_request_idx" ON "delivery_request_items" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_request_items_open_item" ON "delivery_request_items" USING btree ("item_type","item_id") WHERE "delivery_request_items"."open";--> statement-breakpoint
CREATE INDEX "delivery_requests_customer_idx" ON "delivery_requests" USING btree ("customer_id","id" DESC NULLS LAST);