CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"identity_id" uuid NOT NULL,
	"email" varchar(320),
	"email_verified" boolean DEFAULT false NOT NULL,
	"name" text,
	"phone" varchar(32),
	"avatar_url" text,
	"country_code" varchar(2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_identity_id_unique" UNIQUE("identity_id"),
	CONSTRAINT "customers_email_unique" UNIQUE("email")
);
