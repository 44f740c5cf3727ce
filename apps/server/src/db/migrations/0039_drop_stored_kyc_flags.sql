ALTER TABLE "customers" DROP COLUMN "is_need_personal_info_update";--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "is_need_kyc";