ALTER TABLE "buy_products" ADD COLUMN "source_order_id" varchar(64);--> statement-breakpoint
ALTER TABLE "buy_products" ADD COLUMN "source_cost_amount" bigint;--> statement-breakpoint
ALTER TABLE "buy_products" ADD COLUMN "source_cost_currency" varchar(3);--> statement-breakpoint
ALTER TABLE "buy_products" ADD COLUMN "purchased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "buy_products_status_idx" ON "buy_products" USING btree ("status","id");