ALTER TABLE "shipment_products" ADD COLUMN "contents" varchar(16)[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_products" ADD COLUMN "insured" boolean DEFAULT false NOT NULL;