CREATE TABLE "ledger_holds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pending_transfer_id" uuid NOT NULL,
	"account_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "ledger_holds_positive" CHECK ("ledger_holds"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_pending_transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"description" text,
	"entries" jsonb NOT NULL,
	"metadata" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"posted_transfer_id" uuid,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"operation" text NOT NULL,
	"currency_code" text NOT NULL,
	"single_max_minor" bigint,
	"daily_max_minor" bigint,
	"monthly_max_minor" bigint
);
--> statement-breakpoint
CREATE TABLE "fee_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text,
	"operation" text NOT NULL,
	"currency_code" text,
	"percent" text DEFAULT '0' NOT NULL,
	"fixed_minor" bigint DEFAULT 0 NOT NULL,
	"min_minor" bigint DEFAULT 0 NOT NULL,
	"max_minor" bigint
);
--> statement-breakpoint
CREATE TABLE "fx_rates" (
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"rate" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fx_rates_from_currency_to_currency_pk" PRIMARY KEY("from_currency","to_currency")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"customer_id" integer NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_customer_id_key_pk" PRIMARY KEY("customer_id","key")
);
--> statement-breakpoint
CREATE TABLE "limit_usage" (
	"customer_id" integer NOT NULL,
	"operation" text NOT NULL,
	"currency_code" text NOT NULL,
	"day" date NOT NULL,
	"used_minor" bigint NOT NULL,
	CONSTRAINT "limit_usage_customer_id_operation_currency_code_day_pk" PRIMARY KEY("customer_id","operation","currency_code","day")
);
--> statement-breakpoint
CREATE TABLE "payout_blacklist" (
	"customer_id" integer NOT NULL,
	"email" text NOT NULL,
	"block_type" text DEFAULT 'all' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_blacklist_customer_id_email_pk" PRIMARY KEY("customer_id","email")
);
--> statement-breakpoint
CREATE TABLE "recurring_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"from_account_id" bigint NOT NULL,
	"to_account_id" bigint NOT NULL,
	"amount" text NOT NULL,
	"currency_code" text NOT NULL,
	"frequency" text NOT NULL,
	"reference" text,
	"note" text,
	"next_run_at" timestamp with time zone NOT NULL,
	"end_date" date,
	"remaining_runs" integer,
	"runs_done" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "ledger_accounts_system_unique";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "purpose" text DEFAULT 'principal' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_pending_transfer_id_ledger_pending_transfers_id_fk" FOREIGN KEY ("pending_transfer_id") REFERENCES "public"."ledger_pending_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_pending_transfers" ADD CONSTRAINT "ledger_pending_transfers_posted_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("posted_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_limits" ADD CONSTRAINT "customer_limits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limit_usage" ADD CONSTRAINT "limit_usage_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_blacklist" ADD CONSTRAINT "payout_blacklist_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_transfers" ADD CONSTRAINT "recurring_transfers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_holds_account_idx" ON "ledger_holds" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_holds_pending_idx" ON "ledger_holds" USING btree ("pending_transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_pending_posted_unique" ON "ledger_pending_transfers" USING btree ("posted_transfer_id");--> statement-breakpoint
CREATE INDEX "ledger_pending_status_idx" ON "ledger_pending_transfers" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_limits_unique" ON "customer_limits" USING btree (coalesce("customer_id", 0),"operation","currency_code");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_schedules_unique" ON "fee_schedules" USING btree (coalesce("brand_id", '*'),"operation",coalesce("currency_code", '*'));--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "recurring_due_idx" ON "recurring_transfers" USING btree ("status","next_run_at");--> statement-breakpoint
CREATE INDEX "recurring_customer_idx" ON "recurring_transfers" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_unique" ON "ledger_accounts" USING btree ("system_code","currency_code","shard");