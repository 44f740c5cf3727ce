CREATE TABLE "identity_provider_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"workflow_run_id" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "identity_verification_captures" (
	"id" serial PRIMARY KEY NOT NULL,
	"workflow_run_id" text NOT NULL,
	"side" text NOT NULL,
	"file_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_verification_runs" (
	"workflow_run_id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"representative_id" integer,
	"started_by_user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"document_type" integer,
	"decline_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"document_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identity_verification_captures" ADD CONSTRAINT "identity_verification_captures_workflow_run_id_identity_verification_runs_workflow_run_id_fk" FOREIGN KEY ("workflow_run_id") REFERENCES "public"."identity_verification_runs"("workflow_run_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verification_runs" ADD CONSTRAINT "identity_verification_runs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verification_runs" ADD CONSTRAINT "identity_verification_runs_representative_id_users_id_fk" FOREIGN KEY ("representative_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verification_runs" ADD CONSTRAINT "identity_verification_runs_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_verification_captures_run_idx" ON "identity_verification_captures" USING btree ("workflow_run_id","side","id");--> statement-breakpoint
CREATE INDEX "identity_verification_runs_customer_idx" ON "identity_verification_runs" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verification_runs_one_open_idx" ON "identity_verification_runs" USING btree ("customer_id","method",coalesce("representative_id", 0)) WHERE "identity_verification_runs"."status" in ('created', 'submitted');