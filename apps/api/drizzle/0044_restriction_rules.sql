CREATE TABLE "restriction_rules" (
	"code" varchar(40) PRIMARY KEY NOT NULL,
	"hs_prefixes" text[] DEFAULT '{}' NOT NULL,
	"contents" text[] DEFAULT '{}' NOT NULL,
	"methods" text[],
	"regions" text[],
	"reason" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The rules that were code until now (issue #14): airlines refuse loose lithium batteries and
-- liquids, every destination refuses arms, Bangladesh holds medicine without a licence.
INSERT INTO "restriction_rules" ("code", "hs_prefixes", "contents", "methods", "regions", "reason") VALUES
  ('batteries_by_air', '{850650,850760,850780}', '{battery}', '{air,express}', NULL, 'Loose lithium batteries and power banks cannot fly; choose sea shipping.'),
  ('liquids_by_air', '{2203,2204,2205,2206,2208,3303}', '{liquid}', '{air,express}', NULL, 'Liquids and perfumes cannot fly; choose sea shipping.'),
  ('weapons', '{93}', '{}', NULL, NULL, 'Arms, ammunition and their parts cannot be shipped.'),
  ('medicine_bd', '{3003,3004}', '{medicine}', NULL, '{BD}', 'Medicine needs an import licence in Bangladesh; we cannot bring it in.')
ON CONFLICT ("code") DO NOTHING;
