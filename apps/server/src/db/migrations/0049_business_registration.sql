CREATE TABLE "business_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"registration_number" text NOT NULL,
	"country_code" text NOT NULL,
	"address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birthday" date NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" jsonb NOT NULL,
	"tax_id" jsonb NOT NULL,
	"source_of_funds_ids" integer[] NOT NULL,
	"source_details" text,
	"user_id" integer,
	"access_right" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_registrations" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"general" jsonb NOT NULL,
	"financial_detail" jsonb NOT NULL,
	"due_diligence" jsonb NOT NULL,
	"legal_information" jsonb NOT NULL,
	"users_invited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"company_id" integer,
	"role" text NOT NULL,
	"person_id" integer,
	"holder_company_id" integer,
	"share_basis_points" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_roles_one_holder" CHECK (("business_roles"."person_id" is null) <> ("business_roles"."holder_company_id" is null)),
	CONSTRAINT "business_roles_share" CHECK (("business_roles"."role" = 'shareholder') = ("business_roles"."share_basis_points" is not null) and ("business_roles"."share_basis_points" is null or "business_roles"."share_basis_points" between 1 and 10000))
);
--> statement-breakpoint
ALTER TABLE "business_companies" ADD CONSTRAINT "business_companies_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_persons" ADD CONSTRAINT "business_persons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_persons" ADD CONSTRAINT "business_persons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_registrations" ADD CONSTRAINT "business_registrations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_roles" ADD CONSTRAINT "business_roles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_roles" ADD CONSTRAINT "business_roles_company_id_business_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."business_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_roles" ADD CONSTRAINT "business_roles_person_id_business_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."business_persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_roles" ADD CONSTRAINT "business_roles_holder_company_id_business_companies_id_fk" FOREIGN KEY ("holder_company_id") REFERENCES "public"."business_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_companies_customer_idx" ON "business_companies" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "business_persons_customer_idx" ON "business_persons" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "business_roles_customer_idx" ON "business_roles" USING btree ("customer_id");