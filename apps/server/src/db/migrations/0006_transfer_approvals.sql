CREATE TABLE "transfer_approvals" (
	"id" text PRIMARY KEY NOT NULL,
	"pending_transfer_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"approve_type" integer NOT NULL,
	"code_hash" text,
	"code_sent_at" timestamp with time zone,
	"sends" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"recurring_transfer_id" text,
	"posted_transfer_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "transfer_approvals" ADD CONSTRAINT "transfer_approvals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_approvals_customer_idx" ON "transfer_approvals" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "transfer_approvals_due_idx" ON "transfer_approvals" USING btree ("status","expires_at");