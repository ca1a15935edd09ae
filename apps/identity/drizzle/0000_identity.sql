-- The migrator creates the schema for its own bookkeeping table first, hence IF NOT EXISTS.
CREATE SCHEMA IF NOT EXISTS "identity";
--> statement-breakpoint
CREATE TABLE "identity"."courier_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text DEFAULT 'email' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"template_type" text NOT NULL,
	"send_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity_id" uuid NOT NULL,
	"type" text NOT NULL,
	"identifiers" text[] NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."flow_errors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"error" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"state" text NOT NULL,
	"active" text,
	"csrf_token" text NOT NULL,
	"ui" jsonb NOT NULL,
	"return_to" text,
	"request_url" text NOT NULL,
	"identity_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schema_id" text NOT NULL,
	"traits" jsonb NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"state_changed_at" timestamp with time zone,
	"metadata_public" jsonb,
	"metadata_admin" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flow_id" uuid NOT NULL,
	"identity_id" uuid,
	"purpose" text NOT NULL,
	"address" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."recovery_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity_id" uuid NOT NULL,
	"via" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."session_token_exchanges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flow_id" uuid NOT NULL,
	"init_code_hash" text NOT NULL,
	"return_to_code_hash" text,
	"session_id" uuid,
	"session_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"logout_token_hash" text NOT NULL,
	"identity_id" uuid NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"aal" text DEFAULT 'aal1' NOT NULL,
	"authentication_methods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"devices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"authenticated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."verifiable_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity_id" uuid NOT NULL,
	"via" text NOT NULL,
	"value" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity"."credentials" ADD CONSTRAINT "credentials_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "identity"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."flows" ADD CONSTRAINT "flows_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "identity"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."one_time_codes" ADD CONSTRAINT "one_time_codes_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "identity"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."one_time_codes" ADD CONSTRAINT "one_time_codes_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "identity"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."recovery_addresses" ADD CONSTRAINT "recovery_addresses_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "identity"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."session_token_exchanges" ADD CONSTRAINT "session_token_exchanges_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "identity"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."session_token_exchanges" ADD CONSTRAINT "session_token_exchanges_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "identity"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."sessions" ADD CONSTRAINT "sessions_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "identity"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."verifiable_addresses" ADD CONSTRAINT "verifiable_addresses_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "identity"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_messages_recipient" ON "identity"."courier_messages" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "courier_messages_status" ON "identity"."courier_messages" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "credentials_identity_type" ON "identity"."credentials" USING btree ("identity_id","type");--> statement-breakpoint
CREATE INDEX "credentials_identifiers" ON "identity"."credentials" USING gin ("identifiers");--> statement-breakpoint
CREATE INDEX "flows_expires_at" ON "identity"."flows" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_flow" ON "identity"."one_time_codes" USING btree ("flow_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_addresses_value" ON "identity"."recovery_addresses" USING btree ("via","value");--> statement-breakpoint
CREATE UNIQUE INDEX "session_token_exchanges_init" ON "identity"."session_token_exchanges" USING btree ("init_code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash" ON "identity"."sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_logout_token_hash" ON "identity"."sessions" USING btree ("logout_token_hash");--> statement-breakpoint
CREATE INDEX "sessions_identity" ON "identity"."sessions" USING btree ("identity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verifiable_addresses_value" ON "identity"."verifiable_addresses" USING btree ("via","value");