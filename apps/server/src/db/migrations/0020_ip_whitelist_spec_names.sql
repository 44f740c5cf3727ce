ALTER TABLE "ip_whitelist" RENAME COLUMN "ip_from" TO "ip";--> statement-breakpoint
ALTER TABLE "ip_whitelist" RENAME COLUMN "ip_to" TO "to_ip";