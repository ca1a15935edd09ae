CREATE TABLE "cart_item_variations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cart_item_id" bigint NOT NULL,
	"sku_id" varchar(128) NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"guest_id" varchar(64),
	"guest_session" varchar(64),
	"product_id" bigint NOT NULL,
	"is_selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_cart_merges" (
	"guest_id" varchar(64) NOT NULL,
	"guest_session" varchar(64) NOT NULL,
	"customer_id" integer NOT NULL,
	"variations_merged" integer DEFAULT 0 NOT NULL,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_cart_merges_guest_id_guest_session_pk" PRIMARY KEY("guest_id","guest_session")
);
--> statement-breakpoint
ALTER TABLE "cart_item_variations" ADD CONSTRAINT "cart_item_variations_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_cart_merges" ADD CONSTRAINT "guest_cart_merges_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_item_variations_sku_key" ON "cart_item_variations" USING btree ("cart_item_id","sku_id");--> statement-breakpoint
CREATE INDEX "cart_item_variations_item_idx" ON "cart_item_variations" USING btree ("cart_item_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_customer_product_key" ON "cart_items" USING btree ("customer_id","product_id") WHERE customer_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_guest_product_key" ON "cart_items" USING btree ("guest_id","guest_session","product_id") WHERE guest_id IS NOT NULL;