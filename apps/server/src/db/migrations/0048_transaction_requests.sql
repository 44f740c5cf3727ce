CREATE TABLE "approval_policies" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_by_user_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"request_ids" jsonb NOT NULL,
	"approve_type" integer NOT NULL,
	"code_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_request_approvals" (
	"request_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_request_approvals_request_id_user_id_pk" PRIMARY KEY("request_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "transaction_request_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"maker_user_id" integer NOT NULL,
	"batch_id" text,
	"transaction_type" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"payee" text NOT NULL,
	"payee_email" text,
	"country_code" text,
	"is_new_payee" integer DEFAULT 0 NOT NULL,
	"rules" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"after_approval" text DEFAULT 'post' NOT NULL,
	"recurring_transfer_id" text,
	"limit_usage" jsonb,
	"posted_transfer_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"warned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "approval_policies" ADD CONSTRAINT "approval_policies_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_transactions" ADD CONSTRAINT "approval_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_request_approvals" ADD CONSTRAINT "transaction_request_approvals_request_id_transaction_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."transaction_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_request_events" ADD CONSTRAINT "transaction_request_events_request_id_transaction_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."transaction_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_requests" ADD CONSTRAINT "transaction_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_request_events_request_idx" ON "transaction_request_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "transaction_requests_customer_idx" ON "transaction_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "transaction_requests_due_idx" ON "transaction_requests" USING btree ("status","expires_at");