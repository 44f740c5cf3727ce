CREATE TABLE "incoming_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"rail" text NOT NULL,
	"rail_reference" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"reference" text NOT NULL,
	"sender_name" text NOT NULL,
	"sender_account" text,
	"status" text NOT NULL,
	"account_id" bigint,
	"transfer_id" text,
	"resolved_by" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "incoming_payments_rail_reference_unique" UNIQUE("rail_reference")
);
--> statement-breakpoint
CREATE INDEX "incoming_payments_status_idx" ON "incoming_payments" USING btree ("status","received_at");--> statement-breakpoint
-- hand-written: an incoming payment's amount is positive (decision 0040).
ALTER TABLE "incoming_payments" ADD CONSTRAINT "incoming_payments_amount_positive" CHECK ("amount_minor" > 0);
