CREATE TABLE "identity"."guesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"factor" text NOT NULL,
	"flow_id" uuid NOT NULL,
	"identity_id" uuid,
	"correct" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."second_factor_locks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity_id" uuid NOT NULL,
	"factor" text NOT NULL,
	"wrong_guesses" integer NOT NULL,
	"locked_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"flow_id" uuid NOT NULL,
	"flow_kind" text NOT NULL,
	"client_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"reported_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identity"."guesses" ADD CONSTRAINT "guesses_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "identity"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."guesses" ADD CONSTRAINT "guesses_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "identity"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guesses_flow" ON "identity"."guesses" USING btree ("flow_id");--> statement-breakpoint
CREATE INDEX "guesses_identity" ON "identity"."guesses" USING btree ("identity_id","factor","created_at");--> statement-breakpoint
CREATE INDEX "second_factor_locks_identity" ON "identity"."second_factor_locks" USING btree ("identity_id","factor","locked_until");--> statement-breakpoint
CREATE INDEX "second_factor_locks_unreported" ON "identity"."second_factor_locks" USING btree ("locked_at") WHERE reported_at IS NULL;--> statement-breakpoint
ALTER TABLE "identity"."one_time_codes" DROP COLUMN "attempts";