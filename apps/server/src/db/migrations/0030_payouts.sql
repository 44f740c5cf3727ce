CREATE TABLE "payout_rail_events" (
	"id" text PRIMARY KEY NOT NULL,
	"rail" text NOT NULL,
	"type" text NOT NULL,
	"rail_reference" text NOT NULL,
	"code" text,
	"outcome" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"scheme" text NOT NULL,
	"status" text NOT NULL,
	"from_account_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"beneficiary_name" text NOT NULL,
	"beneficiary_country_code" text NOT NULL,
	"destination" jsonb NOT NULL,
	"destination_masked" text NOT NULL,
	"reference" text,
	"template_name" text,
	"limit_usage" jsonb,
	"rail_reference" text,
	"reason_code" text,
	"expected_arrival" timestamp with time zone NOT NULL,
	"posted_transfer_id" text,
	"return_transfer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_rail_reference_unique" UNIQUE("rail_reference")
);
--> statement-breakpoint
CREATE TABLE "rails_sandbox_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"bin" text NOT NULL,
	"last4" text NOT NULL,
	"outcome" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rails_sandbox_payouts" (
	"rail_reference" text PRIMARY KEY NOT NULL,
	"payout_id" text NOT NULL,
	"kind" text NOT NULL,
	"scheme" text NOT NULL,
	"outcome" text NOT NULL,
	"code" text,
	"state" text NOT NULL,
	"next_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rails_sandbox_payouts_payout_id_unique" UNIQUE("payout_id")
);
--> statement-breakpoint
DROP INDEX "customer_limits_unique";--> statement-breakpoint
ALTER TABLE "customer_limits" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "transfer_approvals" ADD COLUMN "after_approval" text DEFAULT 'post' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_rail_events_reference_idx" ON "payout_rail_events" USING btree ("rail_reference");--> statement-breakpoint
CREATE INDEX "payouts_customer_idx" ON "payouts" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_limits_unique" ON "customer_limits" USING btree (coalesce("customer_id", 0),"operation","currency_code",coalesce("country_code", '*'));--> statement-breakpoint
-- hand-written: fees and default limits of the payout kinds (decision 0040), in minor units of the
-- debited currency. Wire 0.1 % (min 15.00, max 50.00); eft 1.00; card payout 1 % (min 1.00, max
-- 20.00); PIX 0.50 BRL; Interac 1.50 CAD; crypto a network fee per currency.
INSERT INTO fee_schedules (brand_id, operation, currency_code, percent, fixed_minor, min_minor, max_minor) VALUES
  (NULL, 'wire', NULL, '0.1', 0, 1500, 5000),
  (NULL, 'eft', NULL, '0', 100, 0, NULL),
  (NULL, 'eft', 'JPY', '0', 200, 0, NULL),
  (NULL, 'oct', NULL, '1', 0, 100, 2000),
  (NULL, 'instant', NULL, '0', 50, 0, NULL),
  (NULL, 'interac', NULL, '0', 150, 0, NULL),
  (NULL, 'cryptoEft', 'BTC', '0', 10000, 0, NULL),
  (NULL, 'cryptoEft', 'ETH', '0', 200000, 0, NULL),
  (NULL, 'cryptoEft', 'USDT', '0', 2000000, 0, NULL)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Default payout limits for everyone (customer_id NULL), every destination country (country_code
-- NULL) unless a row names one: Interac's own per-transfer maximum applies in CA.
INSERT INTO customer_limits (customer_id, operation, currency_code, single_max_minor, daily_max_minor, monthly_max_minor, country_code)
SELECT NULL, op, currency, single_max, daily_max, monthly_max, country FROM (VALUES
  ('wire', 'USD', 5000000, 10000000, 25000000, NULL), ('wire', 'EUR', 5000000, 10000000, 25000000, NULL),
  ('wire', 'GBP', 5000000, 10000000, 25000000, NULL), ('wire', 'CHF', 5000000, 10000000, 25000000, NULL),
  ('wire', 'CAD', 5000000, 10000000, 25000000, NULL), ('wire', 'AUD', 5000000, 10000000, 25000000, NULL),
  ('eft', 'USD', 2500000, 5000000, 20000000, NULL), ('eft', 'EUR', 2500000, 5000000, 20000000, NULL),
  ('eft', 'GBP', 2500000, 5000000, 20000000, NULL), ('eft', 'CAD', 2500000, 5000000, 20000000, NULL),
  ('eft', 'AUD', 2500000, 5000000, 20000000, NULL), ('eft', 'MXN', 50000000, 100000000, 400000000, NULL),
  ('eft', 'INR', 200000000, 400000000, 1600000000, NULL), ('eft', 'BRL', 12500000, 25000000, 100000000, NULL),
  ('eft', 'JPY', 3500000, 7000000, 28000000, NULL), ('eft', 'HKD', 20000000, 40000000, 160000000, NULL),
  ('oct', 'USD', 500000, 1000000, 5000000, NULL), ('oct', 'EUR', 500000, 1000000, 5000000, NULL),
  ('oct', 'GBP', 500000, 1000000, 5000000, NULL),
  ('instant', 'BRL', 2000000, 5000000, 20000000, NULL),
  ('interac', 'CAD', 300000, 1000000, 3000000, 'CA'),
  ('cryptoEft', 'BTC', 100000000, 200000000, 1000000000, NULL), ('cryptoEft', 'ETH', 2000000000, 4000000000, 20000000000, NULL),
  ('cryptoEft', 'USDT', 50000000000, 100000000000, 500000000000, NULL)
) AS defaults(op, currency, single_max, daily_max, monthly_max, country)
ON CONFLICT DO NOTHING;
