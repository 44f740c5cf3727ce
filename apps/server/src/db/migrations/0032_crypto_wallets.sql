CREATE TABLE "crypto_deposits" (
	"txid" text NOT NULL,
	"vout" integer NOT NULL,
	"wallet_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"confirmations" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transfer_id" uuid,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone,
	CONSTRAINT "crypto_deposits_txid_vout_pk" PRIMARY KEY("txid","vout")
);
--> statement-breakpoint
CREATE TABLE "crypto_wallets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"currency_code" text NOT NULL,
	"network" text NOT NULL,
	"key_id" text NOT NULL,
	"derivation_index" integer NOT NULL,
	"address" text NOT NULL,
	"account_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crypto_sandbox_transactions" (
	"txid" text NOT NULL,
	"vout" integer NOT NULL,
	"currency_code" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"broadcast_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mined_blocks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "crypto_sandbox_transactions_txid_vout_pk" PRIMARY KEY("txid","vout")
);
--> statement-breakpoint
ALTER TABLE "crypto_deposits" ADD CONSTRAINT "crypto_deposits_wallet_id_crypto_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."crypto_wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_wallets" ADD CONSTRAINT "crypto_wallets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crypto_deposits_wallet" ON "crypto_deposits" USING btree ("wallet_id","detected_at");--> statement-breakpoint
CREATE INDEX "crypto_deposits_pending" ON "crypto_deposits" USING btree ("status","confirmations");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_wallets_customer_currency" ON "crypto_wallets" USING btree ("customer_id","currency_code");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_wallets_key_index" ON "crypto_wallets" USING btree ("currency_code","key_id","derivation_index");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_wallets_address" ON "crypto_wallets" USING btree ("address");--> statement-breakpoint
CREATE INDEX "crypto_sandbox_transactions_address" ON "crypto_sandbox_transactions" USING btree ("address");--> statement-breakpoint
-- hand-written
ALTER TABLE "crypto_deposits" ADD CONSTRAINT "crypto_deposits_amount_positive" CHECK ("amount_minor" > 0);--> statement-breakpoint
ALTER TABLE "crypto_sandbox_transactions" ADD CONSTRAINT "crypto_sandbox_transactions_amount_positive" CHECK ("amount_minor" > 0);
