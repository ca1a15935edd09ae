CREATE TABLE "shipment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"kind" varchar(24) NOT NULL,
	"status" varchar(24),
	"actor" varchar(16) NOT NULL,
	"note" text,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" varchar(20) GENERATED ALWAYS AS ('SO-' || lpad(id::text, 8, '0')) STORED,
	"customer_id" integer NOT NULL,
	"region_code" varchar(2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"warehouse_id" integer NOT NULL,
	"shipping_method_id" integer NOT NULL,
	"destination" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" varchar(20) GENERATED ALWAYS AS ('SP-' || lpad(id::text, 8, '0')) STORED,
	"order_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"title" varchar(300) NOT NULL,
	"link" varchar(2000),
	"image_ids" bigint[] DEFAULT '{}' NOT NULL,
	"quantity" integer NOT NULL,
	"declared_value" bigint NOT NULL,
	"shipping_category_id" integer NOT NULL,
	"hs_code" varchar(6),
	"addon_services" varchar(32)[] DEFAULT '{}' NOT NULL,
	"status" varchar(24) NOT NULL,
	"held_from" varchar(24),
	"hold_reason" text,
	"weight_grams" integer,
	"length_cm" integer,
	"width_cm" integer,
	"height_cm" integer,
	"chargeable_weight_grams" integer,
	"photo_ids" bigint[] DEFAULT '{}' NOT NULL,
	"invoice_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_trackings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"type" varchar(32) DEFAULT 'abroad-courier-tracking' NOT NULL,
	"tracking_id" varchar(64) NOT NULL,
	"carrier" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_product_id_shipment_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shipment_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_orders" ADD CONSTRAINT "shipment_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_products" ADD CONSTRAINT "shipment_products_order_id_shipment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shipment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_products" ADD CONSTRAINT "shipment_products_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_trackings" ADD CONSTRAINT "shipment_trackings_product_id_shipment_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shipment_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_events_product_idx" ON "shipment_events" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "shipment_orders_customer_idx" ON "shipment_orders" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipment_products_customer_idx" ON "shipment_products" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipment_products_order_idx" ON "shipment_products" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipment_products_status_idx" ON "shipment_products" USING btree ("status");--> statement-breakpoint
CREATE INDEX "shipment_products_invoice_idx" ON "shipment_products" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "shipment_trackings_product_idx" ON "shipment_trackings" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "shipment_trackings_tracking_idx" ON "shipment_trackings" USING btree (upper("tracking_id"));