ALTER TABLE "buy_products" ADD COLUMN "parcel_id" bigint;--> statement-breakpoint
ALTER TABLE "buy_products" ADD COLUMN "parcel_number" varchar(20);--> statement-breakpoint
ALTER TABLE "shipment_products" ADD COLUMN "buy_product_id" bigint;--> statement-breakpoint
ALTER TABLE "shipment_products" ADD CONSTRAINT "shipment_products_buy_product_id_buy_products_id_fk" FOREIGN KEY ("buy_product_id") REFERENCES "public"."buy_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_products" ADD CONSTRAINT "shipment_products_buy_product_id_unique" UNIQUE("buy_product_id");