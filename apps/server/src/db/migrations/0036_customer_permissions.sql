CREATE TABLE "customer_permissions" (
	"customer_id" integer NOT NULL,
	"permission" text NOT NULL,
	"allowed" boolean NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_permissions_customer_id_permission_pk" PRIMARY KEY("customer_id","permission")
);
--> statement-breakpoint
ALTER TABLE "customer_permissions" ADD CONSTRAINT "customer_permissions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_permissions" ADD CONSTRAINT "customer_permissions_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;