CREATE TABLE "customer_due_diligence" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"occupation_id" integer,
	"source_of_funds_ids" integer[] NOT NULL,
	"source_details" text,
	"purpose_ids" integer[] NOT NULL,
	"estimated_monthly_deposit_id" integer NOT NULL,
	"updated_by_user_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "due_diligence_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_due_diligence" ADD CONSTRAINT "customer_due_diligence_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_due_diligence" ADD CONSTRAINT "customer_due_diligence_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;