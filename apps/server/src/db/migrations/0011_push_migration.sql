ALTER TABLE "users" ADD COLUMN "push_migration_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD COLUMN "migration" text;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD COLUMN "migration_token_hash" text;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD COLUMN "second_factor_passed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "device_links" ADD COLUMN "enable_push" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_migration_token_hash_unique" UNIQUE("migration_token_hash");