CREATE TABLE "hs_codes" (
	"code" varchar(6) PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"section" varchar(5) NOT NULL,
	"description" text NOT NULL,
	"parent_code" varchar(6),
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', description)) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hs_codes_search_vector_idx" ON "hs_codes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "hs_codes_code_pattern_idx" ON "hs_codes" USING btree ("code" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "hs_codes_level_idx" ON "hs_codes" USING btree ("level","code");