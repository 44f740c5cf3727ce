CREATE TABLE "statement_exports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"source" text DEFAULT 'monthly' NOT NULL,
	"period_start" date NOT NULL,
	"beginning_balance_minor" bigint NOT NULL,
	"total_debit_minor" bigint NOT NULL,
	"total_credit_minor" bigint NOT NULL,
	"ending_balance_minor" bigint NOT NULL,
	"processing_count" integer NOT NULL,
	"rejected_count" integer NOT NULL,
	"movement_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statement_exports" ADD CONSTRAINT "statement_exports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_exports" ADD CONSTRAINT "statement_exports_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_exports_period_idx" ON "statement_exports" USING btree ("account_id","source","period_start");--> statement-breakpoint
CREATE INDEX "statement_exports_customer_idx" ON "statement_exports" USING btree ("customer_id","period_start");--> statement-breakpoint
-- hand-written
-- A statement's totals add up, and debits and credits are unsigned (decision 0045).
ALTER TABLE "statement_exports" ADD CONSTRAINT "statement_exports_totals_add_up" CHECK (
  "total_debit_minor" >= 0 AND "total_credit_minor" >= 0
  AND "ending_balance_minor" = "beginning_balance_minor" - "total_debit_minor" + "total_credit_minor"
);
