CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"parent_id" integer,
	"part" text NOT NULL,
	"category_id" integer NOT NULL,
	"document_type_id" integer NOT NULL,
	"status_id" integer DEFAULT 0 NOT NULL,
	"is_sub_document" boolean DEFAULT false NOT NULL,
	"is_due_diligence" boolean DEFAULT false NOT NULL,
	"address_id" integer,
	"file_key" text NOT NULL,
	"display_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"pages" integer NOT NULL,
	"issued_date" date,
	"expires_date" date,
	"created_by_user_id" integer NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_customer_idx" ON "documents" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_parent_idx" ON "documents" USING btree ("parent_id") WHERE "documents"."parent_id" is not null;