ALTER TABLE "idempotency_keys" ADD COLUMN "scope" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "operation" text;--> statement-breakpoint
-- Added by hand (docs/decisions/0027): every stored key keeps its meaning, so a repeat sent after
-- the upgrade still replays instead of moving money twice. Keys were the customer's; the
-- operation was the method's name.
UPDATE "idempotency_keys" SET "scope" = 'customer:' || "customer_id", "operation" = "method";
