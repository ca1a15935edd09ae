CREATE TABLE "shipping_cart_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cart_id" bigint NOT NULL,
	"title" varchar(300) NOT NULL,
	"link" varchar(2000),
	"image_ids" bigint[] DEFAULT '{}' NOT NULL,
	"quantity" integer NOT NULL,
	"declared_value" bigint NOT NULL,
	"shipping_category_id" integer NOT NULL,
	"hs_code" varchar(6),
	"tracking_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_carts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"region_code" varchar(2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping_cart_items" ADD CONSTRAINT "shipping_cart_items_cart_id_shipping_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."shipping_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_carts" ADD CONSTRAINT "shipping_carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_cart_items_cart_idx" ON "shipping_cart_items" USING btree ("cart_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_carts_customer_region" ON "shipping_carts" USING btree ("customer_id","region_code");