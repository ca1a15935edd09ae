CREATE TABLE "parcel_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" varchar(20) GENERATED ALWAYS AS ('PR-' || lpad(id::text, 8, '0')) STORED,
	"product_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"status" varchar(16) NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"currency" varchar(3) NOT NULL,
	"invoice_id" bigint,
	"customer_note" text,
	"staff_note" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_consolidations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" varchar(20) GENERATED ALWAYS AS ('SC-' || lpad(id::text, 8, '0')) STORED,
	"customer_id" integer NOT NULL,
	"region_code" varchar(2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"warehouse_id" integer NOT NULL,
	"shipping_method_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"separate_shipping" bigint NOT NULL,
	"parcel_shipping" jsonb NOT NULL,
	"weight_grams" integer,
	"length_cm" integer,
	"width_cm" integer,
	"height_cm" integer,
	"chargeable_weight_grams" integer,
	"shipping" bigint,
	"photo_ids" bigint[] DEFAULT '{}' NOT NULL,
	"invoice_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_orders" ADD COLUMN "tax_id" varchar(32);--> statement-breakpoint
ALTER TABLE "shipment_products" ADD COLUMN "consolidation_id" bigint;--> statement-breakpoint
ALTER TABLE "shipment_products" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipment_products" ADD COLUMN "storage_fee_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_products" ADD COLUMN "storage_invoice_id" bigint;--> statement-breakpoint
ALTER TABLE "shipment_products" ADD COLUMN "storage_notices" varchar(16)[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "parcel_requests" ADD CONSTRAINT "parcel_requests_product_id_shipment_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shipment_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_requests" ADD CONSTRAINT "parcel_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_consolidations" ADD CONSTRAINT "shipment_consolidations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcel_requests_product_idx" ON "parcel_requests" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "parcel_requests_status_idx" ON "parcel_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "shipment_consolidations_customer_idx" ON "shipment_consolidations" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipment_consolidations_status_idx" ON "shipment_consolidations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "shipment_products_consolidation_idx" ON "shipment_products" USING btree ("consolidation_id");--> statement-breakpoint
-- Parcels received before the storage window existed start their window at their receipt.
UPDATE "shipment_products" p SET "received_at" = (
  SELECT min(e."created_at") FROM "shipment_events" e
  WHERE e."product_id" = p."id" AND e."status" = 'received_at_warehouse'
) WHERE p."weight_grams" IS NOT NULL;
