CREATE TABLE "dev_vapid_keys" (
	"id" smallint PRIMARY KEY NOT NULL,
	"public_key" varchar(200) NOT NULL,
	"private_key" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"language" varchar(2) DEFAULT 'en' NOT NULL,
	"channels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subscriber_id" varchar(40) DEFAULT ('cps_' || replace(gen_random_uuid()::text, '-', '')) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_subscriber_id_unique" UNIQUE("subscriber_id")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"endpoint" varchar(1000) NOT NULL,
	"p256dh" varchar(200) NOT NULL,
	"auth" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "customer_notifications" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_notifications" ADD COLUMN "in_app" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_notifications" ADD COLUMN "push_status" varchar(8) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_notifications" ADD COLUMN "push_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_customer_idx" ON "push_subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_notifications_push_idx" ON "customer_notifications" USING btree ("id") WHERE "customer_notifications"."push_status" = 'queued';