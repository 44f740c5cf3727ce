CREATE TABLE "company_form_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"actor_user_id" integer NOT NULL,
	"is_admin" boolean NOT NULL,
	"section" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"reason" text,
	"request_id" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_resolution_signers" (
	"id" serial PRIMARY KEY NOT NULL,
	"resolution_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text,
	"state" text NOT NULL,
	"decided_at" timestamp with time zone,
	"ip" text,
	CONSTRAINT "company_resolution_signers_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "company_resolutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"representative_person_ids" integer[] NOT NULL,
	"representative_names" text[] NOT NULL,
	"status" text NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"document_id" integer
);
--> statement-breakpoint
CREATE TABLE "company_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"answers" jsonb NOT NULL,
	"signer_user_id" integer NOT NULL,
	"signer_name" text NOT NULL,
	"ip" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_form_changes" ADD CONSTRAINT "company_form_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_form_changes" ADD CONSTRAINT "company_form_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_resolution_signers" ADD CONSTRAINT "company_resolution_signers_resolution_id_company_resolutions_id_fk" FOREIGN KEY ("resolution_id") REFERENCES "public"."company_resolutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_resolutions" ADD CONSTRAINT "company_resolutions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_resolutions" ADD CONSTRAINT "company_resolutions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_resolutions" ADD CONSTRAINT "company_resolutions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_statements" ADD CONSTRAINT "company_statements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_statements" ADD CONSTRAINT "company_statements_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_form_changes_customer_idx" ON "company_form_changes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "company_resolution_signers_resolution_idx" ON "company_resolution_signers" USING btree ("resolution_id");--> statement-breakpoint
CREATE INDEX "company_resolutions_customer_idx" ON "company_resolutions" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "company_statements_customer_idx" ON "company_statements" USING btree ("customer_id","kind","signed_at");--> statement-breakpoint
-- Changes of a company's forms and its signed statements stay on record (decisions 0106, 0108).
CREATE OR REPLACE FUNCTION company_records_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'company records are append-only: % on %', TG_OP, TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER company_form_changes_append_only BEFORE UPDATE OR DELETE ON company_form_changes
  FOR EACH ROW EXECUTE FUNCTION company_records_refuse_change();
--> statement-breakpoint
CREATE TRIGGER company_form_changes_no_truncate BEFORE TRUNCATE ON company_form_changes
  FOR EACH STATEMENT EXECUTE FUNCTION company_records_refuse_change();
--> statement-breakpoint
CREATE TRIGGER company_statements_append_only BEFORE UPDATE OR DELETE ON company_statements
  FOR EACH ROW EXECUTE FUNCTION company_records_refuse_change();
--> statement-breakpoint
CREATE TRIGGER company_statements_no_truncate BEFORE TRUNCATE ON company_statements
  FOR EACH STATEMENT EXECUTE FUNCTION company_records_refuse_change();
