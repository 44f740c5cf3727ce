CREATE TABLE "tax_certifications" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"is_requested" boolean DEFAULT false NOT NULL,
	"answers" jsonb,
	"us_tax_form" text,
	"signer_name" text,
	"signed_date" date,
	"signer_ip" text,
	"signed_at" timestamp with time zone,
	"w8_document_id" integer,
	"w9_document_id" integer,
	"self_certification_document_id" integer,
	"loss_of_nationality_document_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_certifications" ADD CONSTRAINT "tax_certifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_certifications" ADD CONSTRAINT "tax_certifications_w8_document_id_documents_id_fk" FOREIGN KEY ("w8_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_certifications" ADD CONSTRAINT "tax_certifications_w9_document_id_documents_id_fk" FOREIGN KEY ("w9_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_certifications" ADD CONSTRAINT "tax_certifications_self_certification_document_id_documents_id_fk" FOREIGN KEY ("self_certification_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_certifications" ADD CONSTRAINT "tax_certifications_loss_of_nationality_document_id_documents_id_fk" FOREIGN KEY ("loss_of_nationality_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;