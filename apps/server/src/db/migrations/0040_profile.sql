CREATE TABLE "profile_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"address_type" smallint NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"country_code" text NOT NULL,
	"state_code" text,
	"confirmed_at" timestamp with time zone,
	"is_card_delivery" boolean DEFAULT false NOT NULL,
	"replaced_by_address_id" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"becomes_username" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_addresses" ADD CONSTRAINT "profile_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_emails" ADD CONSTRAINT "profile_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_phones" ADD CONSTRAINT "profile_phones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_addresses_customer_idx" ON "profile_addresses" USING btree ("customer_id") WHERE "profile_addresses"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_emails_user_email_unique" ON "profile_emails" USING btree ("user_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_emails_token_unique" ON "profile_emails" USING btree ("token_hash") WHERE "profile_emails"."token_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_phones_user_number_unique" ON "profile_phones" USING btree ("user_id","phone_number");