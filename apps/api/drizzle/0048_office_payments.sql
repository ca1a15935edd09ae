ALTER TABLE "payments" ADD COLUMN "reference" varchar(100);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recorded_by" varchar(320);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_office_recorded" CHECK ("payments"."gateway" NOT IN ('cash', 'bank_deposit', 'mobile_banking') OR ("payments"."reference" IS NOT NULL AND "payments"."recorded_by" IS NOT NULL));