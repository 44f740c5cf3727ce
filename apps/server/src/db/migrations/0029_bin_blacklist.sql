CREATE TABLE "bin_blacklist" (
	"bin_number" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bin_blacklist_bin_number_six_digits" CHECK ("bin_blacklist"."bin_number" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
-- Public test card numbers never receive a real payout (decision 0039); administrators add more.
INSERT INTO "bin_blacklist" ("bin_number", "reason") VALUES
	('411111', 'test_card'),
	('424242', 'test_card'),
	('400000', 'test_card'),
	('555555', 'test_card'),
	('378282', 'test_card'),
	('601111', 'test_card');
