CREATE TABLE "impersonation_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"identity_id" uuid NOT NULL,
	"session_id" varchar(64) NOT NULL,
	"method" varchar(8) NOT NULL,
	"path" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "impersonation_audit_identity_idx" ON "impersonation_audit" USING btree ("identity_id","id" DESC NULLS LAST);