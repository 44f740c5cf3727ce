CREATE TABLE "customer_terms_acceptances" (
	"customer_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_terms_acceptances_customer_id_term_id_version_pk" PRIMARY KEY("customer_id","term_id","version")
);
--> statement-breakpoint
ALTER TABLE "customer_terms_acceptances" ADD CONSTRAINT "customer_terms_acceptances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;