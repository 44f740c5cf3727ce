CREATE TABLE "customer_access_rights" (
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"access_right" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_access_rights_customer_id_user_id_pk" PRIMARY KEY("customer_id","user_id"),
	CONSTRAINT "customer_access_rights_level" CHECK ("customer_access_rights"."access_right" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "customer_access_rights" ADD CONSTRAINT "customer_access_rights_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_access_rights" ADD CONSTRAINT "customer_access_rights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;