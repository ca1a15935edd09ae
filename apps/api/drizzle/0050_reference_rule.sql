ALTER TABLE "claims" DROP CONSTRAINT "claims_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_notes" DROP CONSTRAINT "customer_notes_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "delivery_requests" DROP CONSTRAINT "delivery_requests_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" DROP CONSTRAINT "coupon_redemptions_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "buy_actions" DROP CONSTRAINT "buy_actions_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "buy_orders" DROP CONSTRAINT "buy_orders_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "buy_products" DROP CONSTRAINT "buy_products_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "rfq_quotes" DROP CONSTRAINT "rfq_quotes_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "rfq_requests" DROP CONSTRAINT "rfq_requests_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "parcel_requests" DROP CONSTRAINT "parcel_requests_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "shipment_consolidations" DROP CONSTRAINT "shipment_consolidations_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "shipment_orders" DROP CONSTRAINT "shipment_orders_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "shipment_products" DROP CONSTRAINT "shipment_products_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "shipment_products" DROP CONSTRAINT "shipment_products_buy_product_id_buy_products_id_fk";
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
-- Tables that kept a bare customer_id may name a customer whose row is gone (deleting a customer
-- cascaded to invoices and orders but left these behind). That customer comes back as a closed
-- account without personal data, so the foreign keys below hold and nothing financial is lost.
INSERT INTO "customers" ("id", "identity_id", "closed_at")
SELECT orphan."customer_id", gen_random_uuid(), now()
FROM (
  SELECT "customer_id" FROM "assets"
  UNION SELECT "customer_id" FROM "ledger_accounts"
  UNION SELECT "customer_id" FROM "payments"
  UNION SELECT "customer_id" FROM "payout_accounts"
  UNION SELECT "customer_id" FROM "payout_requests"
  UNION SELECT "customer_id" FROM "invoice_sessions"
) orphan
WHERE orphan."customer_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "customers" c WHERE c."id" = orphan."customer_id");
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sessions" ADD CONSTRAINT "invoice_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_actions" ADD CONSTRAINT "buy_actions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_orders" ADD CONSTRAINT "buy_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_products" ADD CONSTRAINT "buy_products_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_requests" ADD CONSTRAINT "rfq_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_requests" ADD CONSTRAINT "parcel_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_consolidations" ADD CONSTRAINT "shipment_consolidations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_orders" ADD CONSTRAINT "shipment_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_products" ADD CONSTRAINT "shipment_products_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_products" ADD CONSTRAINT "shipment_products_buy_product_id_buy_products_id_fk" FOREIGN KEY ("buy_product_id") REFERENCES "public"."buy_products"("id") ON DELETE restrict ON UPDATE no action;