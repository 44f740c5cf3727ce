CREATE TABLE "history_exports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"filter" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"row_count" integer,
	"csv" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachment_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"transport" text NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "history_exports" ADD CONSTRAINT "history_exports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_exports_status_idx" ON "history_exports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "history_exports_customer_idx" ON "history_exports" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox_messages" USING btree ("created_at");