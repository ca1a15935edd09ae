CREATE TABLE "support_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"inquiry_id" bigint NOT NULL,
	"author" varchar(10) NOT NULL,
	"body" varchar(4000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_inquiries" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_inquiry_id_support_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."support_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_messages_inquiry_idx" ON "support_messages" USING btree ("inquiry_id","id");--> statement-breakpoint
CREATE INDEX "support_inquiries_customer_idx" ON "support_inquiries" USING btree ("customer_id","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
-- Existing inquiries: the last activity is when staff handled them, or when they came in.
UPDATE "support_inquiries" SET "last_activity_at" = coalesce("handled_at", "created_at");
