DROP INDEX "identity_verification_runs_one_open_idx";--> statement-breakpoint
ALTER TABLE "identity_verification_runs" ALTER COLUMN "started_by_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_verification_runs" ADD COLUMN "business_person_id" integer;--> statement-breakpoint
ALTER TABLE "identity_verification_runs" ADD CONSTRAINT "identity_verification_runs_business_person_id_business_persons_id_fk" FOREIGN KEY ("business_person_id") REFERENCES "public"."business_persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_verification_runs_person_idx" ON "identity_verification_runs" USING btree ("business_person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verification_runs_one_open_idx" ON "identity_verification_runs" USING btree ("customer_id","method",coalesce("representative_id", 0),coalesce("business_person_id", 0)) WHERE "identity_verification_runs"."status" in ('created', 'submitted');