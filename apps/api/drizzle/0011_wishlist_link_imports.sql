CREATE TABLE "wishlist_link_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"harvest_job_id" uuid NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wishlist_link_imports" ADD CONSTRAINT "wishlist_link_imports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_link_imports" ADD CONSTRAINT "wishlist_link_imports_harvest_job_id_harvest_jobs_id_fk" FOREIGN KEY ("harvest_job_id") REFERENCES "public"."harvest_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_link_imports_customer_job_key" ON "wishlist_link_imports" USING btree ("customer_id","harvest_job_id");--> statement-breakpoint
CREATE INDEX "wishlist_link_imports_job_idx" ON "wishlist_link_imports" USING btree ("harvest_job_id");