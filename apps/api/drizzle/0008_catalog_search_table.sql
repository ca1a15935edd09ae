CREATE TABLE "product_search" (
	"product_id" bigint PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"source_site" varchar(64) NOT NULL,
	"shop_id" varchar(64),
	"price_min" bigint NOT NULL,
	"rating_tenths" smallint NOT NULL,
	"sales_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
-- Backfill before the indexes exist: one pass over the products already loaded.
INSERT INTO "product_search"
SELECT "id", "category_id", "source_site", "shop_id", "price_min", "rating_tenths", "sales_count", "created_at",
  setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "search_extra"), 'B')
FROM "products";
--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
DROP INDEX "products_category_sales_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_sales_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_shop_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_search_category_sales_idx" ON "product_search" USING btree ("category_id","sales_count" DESC NULLS FIRST,"product_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_search_category_price_idx" ON "product_search" USING btree ("category_id","price_min","product_id");--> statement-breakpoint
CREATE INDEX "product_search_sales_idx" ON "product_search" USING btree ("sales_count" DESC NULLS FIRST,"product_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_search_price_idx" ON "product_search" USING btree ("price_min","product_id");--> statement-breakpoint
CREATE INDEX "product_search_shop_idx" ON "product_search" USING btree ("shop_id");--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";