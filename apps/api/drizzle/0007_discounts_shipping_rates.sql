CREATE TABLE "coupon_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"discount_amount" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"description" text NOT NULL,
	"kind" varchar(8) NOT NULL,
	"percent_bps" integer,
	"amount" bigint,
	"max_discount" bigint,
	"min_spend" bigint,
	"currency" varchar(3),
	"region_code" varchar(2),
	"per_customer_limit" integer,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "couriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"region_code" varchar(2) NOT NULL,
	"delivery_option" varchar(16) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"base_fee" bigint NOT NULL,
	"per_kg_fee" bigint NOT NULL,
	"eta_min_days" integer NOT NULL,
	"eta_max_days" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"region_code" varchar(2) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"rate_multiplier_bps" integer DEFAULT 10000 NOT NULL,
	"eta_min_days" integer NOT NULL,
	"eta_max_days" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipping_category_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"region_code" varchar(2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"slabs" jsonb NOT NULL,
	"min_charge" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_shipping_category_id_shipping_categories_id_fk" FOREIGN KEY ("shipping_category_id") REFERENCES "public"."shipping_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_customer_idx" ON "coupon_redemptions" USING btree ("coupon_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "couriers_region_code_key" ON "couriers" USING btree ("region_code","code");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_methods_region_code_key" ON "shipping_methods" USING btree ("region_code","code");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_rates_route_key" ON "shipping_rates" USING btree ("shipping_category_id","warehouse_id","region_code");