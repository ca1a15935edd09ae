ALTER TABLE "coupons" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- WELCOME10 says "your first order"; installs seeded before this rule existed get it too.
UPDATE "coupons" SET "first_order_only" = true WHERE "code" = 'WELCOME10';
