CREATE TABLE "payment_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"beneficiary_name" text NOT NULL,
	"beneficiary_country_code" text NOT NULL,
	"currency_code" text NOT NULL,
	"fields" jsonb NOT NULL,
	"destination_masked" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_templates" ADD CONSTRAINT "payment_templates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_templates_customer_name" ON "payment_templates" USING btree ("customer_id","name");