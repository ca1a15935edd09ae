CREATE TABLE "add_on_service_prices" (
	"code" varchar(40) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount_minor" integer NOT NULL,
	CONSTRAINT "add_on_service_prices_code_currency_pk" PRIMARY KEY("code","currency"),
	CONSTRAINT "add_on_service_prices_amount" CHECK ("add_on_service_prices"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "add_on_services" (
	"code" varchar(40) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"rate_bps" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "add_on_services_rate_bps" CHECK ("add_on_services"."rate_bps" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
ALTER TABLE "add_on_service_prices" ADD CONSTRAINT "add_on_service_prices_code_add_on_services_code_fk" FOREIGN KEY ("code") REFERENCES "public"."add_on_services"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The names, prices and insurance rate that were code until now (catalogue.ts and
-- shipments/addon-services.ts before issue #17), so behaviour is unchanged. The free ones (dispose, report an error) had no price at all;
-- they get an explicit 0 in each region currency, since no row now means "not offered there".
INSERT INTO "add_on_services" ("code", "name", "rate_bps") VALUES
  ('extra_photos', 'Extra photos of the contents', NULL),
  ('content_check', 'Content check against your order', NULL),
  ('repack', 'Repack into a smaller box', NULL),
  ('remove_packaging', 'Remove shoe boxes and original packaging', NULL),
  ('extra_protection', 'Extra protection: bubble wrap and corner guards', NULL),
  ('wooden_frame', 'Wooden frame for fragile goods', NULL),
  ('express_processing', 'Express processing: handled the same day', NULL),
  ('split', 'Split into several parcels', NULL),
  ('dispose', 'Dispose of this parcel', NULL),
  ('report_error', 'A measurement looks wrong', NULL),
  ('extra_packing', 'Extra packing: bubble wrap and a stronger box', NULL),
  ('photo_check', 'Photos of the contents before shipping', NULL),
  ('wooden_crate', 'Wooden crate for fragile goods', NULL),
  ('qc_inspection', 'Quality inspection against the quote before shipping', NULL),
  ('insurance', 'Insurance of the goods’ value in transit', 200)
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "add_on_service_prices" ("code", "currency", "amount_minor")
SELECT p.code, p.currency, p.amount
FROM (VALUES
  ('extra_photos', 5000, 4000, 50, 40, 80, 200),
  ('content_check', 15000, 12000, 200, 150, 300, 700),
  ('repack', 10000, 8000, 150, 120, 200, 500),
  ('remove_packaging', 5000, 4000, 100, 80, 150, 350),
  ('extra_protection', 15000, 12000, 200, 150, 300, 700),
  ('wooden_frame', 50000, 40000, 600, 500, 900, 2200),
  ('express_processing', 20000, 15000, 300, 250, 450, 1100),
  ('split', 10000, 8000, 150, 120, 200, 500),
  ('dispose', 0, 0, 0, 0, 0, 0),
  ('report_error', 0, 0, 0, 0, 0, 0),
  ('extra_packing', 15000, 12000, 200, 150, 300, 700),
  ('photo_check', 10000, 8000, 100, 100, 150, 400),
  ('wooden_crate', 50000, 40000, 600, 500, 900, 2200),
  ('qc_inspection', 30000, 25000, 400, 300, 600, 1400)
) AS s(code, bdt, inr, usd, gbp, aud, aed)
CROSS JOIN LATERAL (VALUES
  (s.code, 'BDT', s.bdt), (s.code, 'INR', s.inr), (s.code, 'USD', s.usd),
  (s.code, 'GBP', s.gbp), (s.code, 'AUD', s.aud), (s.code, 'AED', s.aed)
) AS p(code, currency, amount)
ON CONFLICT DO NOTHING;
