ALTER TABLE "buy_products" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buy_products" ADD COLUMN "received_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "buy_products" ADD COLUMN "received_length_cm" integer;--> statement-breakpoint
ALTER TABLE "buy_products" ADD COLUMN "received_width_cm" integer;--> statement-breakpoint
ALTER TABLE "buy_products" ADD COLUMN "received_height_cm" integer;--> statement-breakpoint
ALTER TABLE "buy_products" ADD COLUMN "warehouse_photo_ids" bigint[] DEFAULT '{}' NOT NULL;