CREATE TABLE "company_details" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" varchar(120) NOT NULL,
	"address_lines" jsonb NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"edited_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_details_one_row" CHECK ("company_details"."id" = 1)
);
--> statement-breakpoint
-- The default every installation starts from (staff change it in the back office): before this
-- the invoice PDF said Gulshan and the Contact us page Banani; Banani is the one customers saw.
INSERT INTO "company_details" ("id", "name", "address_lines", "email", "phone", "opening_hours", "edited_by")
VALUES (
	1,
	'Crossport',
	'["House 42, Road 11, Banani", "Dhaka 1213, Bangladesh"]'::jsonb,
	'support@crossport.example',
	'+880 9612 000 111',
	'{"en": "Sat–Thu, 10:00–19:00", "bn": "শনি–বৃহস্পতিবার, সকাল ১০টা–সন্ধ্যা ৭টা"}'::jsonb,
	'migration'
) ON CONFLICT ("id") DO NOTHING;
