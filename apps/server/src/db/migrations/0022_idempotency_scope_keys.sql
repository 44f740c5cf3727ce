ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_customer_id_key_pk";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "scope" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "operation" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key");--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "customer_id";--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "method";