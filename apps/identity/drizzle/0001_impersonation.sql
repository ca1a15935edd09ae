CREATE TABLE "identity"."impersonation_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"identity_id" uuid NOT NULL,
	"staff" text NOT NULL,
	"reason" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity"."sessions" ADD COLUMN "impersonated_by" text;--> statement-breakpoint
ALTER TABLE "identity"."impersonation_grants" ADD CONSTRAINT "impersonation_grants_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "identity"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."impersonation_grants" ADD CONSTRAINT "impersonation_grants_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "identity"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "impersonation_grants_code" ON "identity"."impersonation_grants" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "impersonation_grants_identity" ON "identity"."impersonation_grants" USING btree ("identity_id");