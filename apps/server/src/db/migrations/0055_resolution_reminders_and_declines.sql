ALTER TABLE "company_resolution_signers" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "company_resolution_signers" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_resolution_signers" ADD COLUMN "reminder_token_hash" text;--> statement-breakpoint
ALTER TABLE "company_resolutions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_resolutions" ADD COLUMN "brand_name" text;--> statement-breakpoint
ALTER TABLE "company_resolutions" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "company_resolution_signers" ADD CONSTRAINT "company_resolution_signers_reminder_token_hash_unique" UNIQUE("reminder_token_hash");