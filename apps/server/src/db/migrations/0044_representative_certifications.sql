CREATE TABLE "representative_certification_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_customer_id" integer NOT NULL,
	"invited_by_user_id" integer NOT NULL,
	"person_name" text NOT NULL,
	"email" text NOT NULL,
	"secret_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answers" jsonb,
	"us_tax_form" text,
	"signer_name" text,
	"signed_date" date,
	"signer_ip" text,
	"self_certification_document_id" integer,
	"us_tax_form_document_id" integer,
	CONSTRAINT "representative_certification_invitations_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
ALTER TABLE "representative_certification_invitations" ADD CONSTRAINT "representative_certification_invitations_business_customer_id_customers_id_fk" FOREIGN KEY ("business_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representative_certification_invitations" ADD CONSTRAINT "representative_certification_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representative_certification_invitations" ADD CONSTRAINT "representative_certification_invitations_self_certification_document_id_documents_id_fk" FOREIGN KEY ("self_certification_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representative_certification_invitations" ADD CONSTRAINT "representative_certification_invitations_us_tax_form_document_id_documents_id_fk" FOREIGN KEY ("us_tax_form_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "representative_certification_invitations_business_idx" ON "representative_certification_invitations" USING btree ("business_customer_id");