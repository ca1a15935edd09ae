CREATE TABLE "third_party_identities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"provider" varchar(32) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"display_name" varchar(200),
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "third_party_identities" ADD CONSTRAINT "third_party_identities_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_identities_account" ON "third_party_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_identities_customer" ON "third_party_identities" USING btree ("customer_id","provider");