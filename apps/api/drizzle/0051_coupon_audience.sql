-- Coupons get an audience (issue #32 item 10). Existing ones were listed to everyone: they stay
-- public (the default); a coupon given to some customers lists and works only for them.
CREATE TABLE "coupon_customers" (
	"coupon_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "coupon_customers_customer_id_coupon_id_pk" PRIMARY KEY("customer_id","coupon_id")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "audience" varchar(12) DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_customers" ADD CONSTRAINT "coupon_customers_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_customers" ADD CONSTRAINT "coupon_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;