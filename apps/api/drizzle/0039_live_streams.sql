CREATE TABLE "live_streams" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"streamer_id" integer NOT NULL,
	"title" varchar(160) NOT NULL,
	"status" varchar(10) NOT NULL,
	"hls_url" varchar(500) NOT NULL,
	"poster" varchar(300),
	"viewer_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(60) NOT NULL,
	"name" varchar(80) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stream_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "stream_offers" (
	"stream_id" integer NOT NULL,
	"product_id" bigint NOT NULL,
	"shown_at_seconds" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stream_offers_stream_id_product_id_pk" PRIMARY KEY("stream_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "streamers" (
	"id" serial PRIMARY KEY NOT NULL,
	"handle" varchar(60) NOT NULL,
	"name" varchar(120) NOT NULL,
	"avatar" varchar(300),
	CONSTRAINT "streamers_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_category_id_stream_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."stream_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_streamer_id_streamers_id_fk" FOREIGN KEY ("streamer_id") REFERENCES "public"."streamers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_offers" ADD CONSTRAINT "stream_offers_stream_id_live_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."live_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_offers" ADD CONSTRAINT "stream_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_streams_feed_idx" ON "live_streams" USING btree ("status","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "live_streams_category_idx" ON "live_streams" USING btree ("category_id");