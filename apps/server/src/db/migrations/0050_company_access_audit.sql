CREATE TABLE "company_access_audit" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"actor_user_id" integer NOT NULL,
	"target_user_id" integer NOT NULL,
	"action" text NOT NULL,
	"previous_level" smallint,
	"new_level" smallint NOT NULL,
	"request_id" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_access_audit" ADD CONSTRAINT "company_access_audit_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_access_audit" ADD CONSTRAINT "company_access_audit_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_access_audit" ADD CONSTRAINT "company_access_audit_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_access_audit_customer_idx" ON "company_access_audit" USING btree ("customer_id","created_at");--> statement-breakpoint
-- Who changed a business's access rights stays on record (decision 0100): rows cannot be changed or erased.
CREATE OR REPLACE FUNCTION company_access_audit_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'company access audit rows are append-only: % on %', TG_OP, TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER company_access_audit_append_only BEFORE UPDATE OR DELETE ON company_access_audit
  FOR EACH ROW EXECUTE FUNCTION company_access_audit_refuse_change();
--> statement-breakpoint
CREATE TRIGGER company_access_audit_no_truncate BEFORE TRUNCATE ON company_access_audit
  FOR EACH STATEMENT EXECUTE FUNCTION company_access_audit_refuse_change();
