CREATE TABLE "customer_restrictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"reason" smallint NOT NULL,
	"note" text NOT NULL,
	"set_by_user_id" integer NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_by_user_id" integer,
	"lifted_at" timestamp with time zone,
	"lift_note" text,
	CONSTRAINT "customer_restrictions_reason" CHECK ("customer_restrictions"."reason" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "restriction_reason" smallint;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "has_duplicate_documents" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "kyc_review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_restrictions" ADD CONSTRAINT "customer_restrictions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_restrictions" ADD CONSTRAINT "customer_restrictions_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_restrictions" ADD CONSTRAINT "customer_restrictions_lifted_by_user_id_users_id_fk" FOREIGN KEY ("lifted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_restrictions_customer_idx" ON "customer_restrictions" USING btree ("customer_id","set_at");