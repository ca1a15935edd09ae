CREATE TABLE "staff_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" varchar(8) NOT NULL,
	"actor_identity_id" uuid,
	"actor_email" varchar(254),
	"actor_roles" text[] DEFAULT '{}' NOT NULL,
	"permission" varchar(64) NOT NULL,
	"method" varchar(8) NOT NULL,
	"route" varchar(300) NOT NULL,
	"path" varchar(2000) NOT NULL,
	"object" jsonb NOT NULL,
	"request" jsonb,
	"response" jsonb,
	"status" integer NOT NULL,
	"client_address" varchar(64) NOT NULL,
	"user_agent" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"identity_id" uuid PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"roles" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(254) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_audit_log_actor_idx" ON "staff_audit_log" USING btree ("actor_email","id");--> statement-breakpoint
CREATE INDEX "staff_audit_log_permission_idx" ON "staff_audit_log" USING btree ("permission","id");--> statement-breakpoint
-- The audit log is append-only: nobody, the API included, may rewrite or remove what staff did.
CREATE FUNCTION "staff_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "staff_audit_log_no_change" BEFORE UPDATE OR DELETE ON "staff_audit_log" FOR EACH ROW EXECUTE FUNCTION "staff_audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "staff_audit_log_no_truncate" BEFORE TRUNCATE ON "staff_audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "staff_audit_log_append_only"();
