CREATE TABLE "content_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" varchar(60) NOT NULL,
	"locale" varchar(5) NOT NULL,
	"region_code" varchar(2),
	"title" varchar(160) NOT NULL,
	"blocks" jsonb NOT NULL,
	"status" varchar(12) NOT NULL,
	"publish_at" timestamp with time zone,
	"edited_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_entries_live_idx" ON "content_entries" USING btree ("slug","locale","publish_at" DESC NULLS LAST) WHERE "content_entries"."status" = 'published';