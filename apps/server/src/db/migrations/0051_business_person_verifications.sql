CREATE TABLE "business_person_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"email" text NOT NULL,
	"secret_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"result" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_person_verifications_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
ALTER TABLE "business_person_verifications" ADD CONSTRAINT "business_person_verifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_person_verifications" ADD CONSTRAINT "business_person_verifications_person_id_business_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."business_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_person_verifications_person_idx" ON "business_person_verifications" USING btree ("person_id");