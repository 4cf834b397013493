-- migrate: no-transaction
-- Issue 32, decision 049: each order's VAT, the VIES answer and the register of both parties.
-- One statement per table, outside a transaction (decision 041), each a catalogue change: run
-- together in one transaction with the next migration, altering orders and then the profiles
-- deadlocked with a request's insert, whose trigger reads the profiles and then orders (seen in the
-- migration-locks test at 1 M requests). Safe to run again.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "vat_percent" numeric(5, 2) DEFAULT '19' NOT NULL,
  ADD COLUMN IF NOT EXISTS "vat_treatment" text DEFAULT 'domestic' NOT NULL,
  ADD COLUMN IF NOT EXISTS "vat_note" text;--> statement-breakpoint
ALTER TABLE "buyer_profiles" ADD COLUMN IF NOT EXISTS "vat_check_status" text,
  ADD COLUMN IF NOT EXISTS "vat_checked_at" timestamp with time zone,
  ADD COLUMN IF NOT EXISTS "register_court" text,
  ADD COLUMN IF NOT EXISTS "register_number" text;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN IF NOT EXISTS "vat_check_status" text,
  ADD COLUMN IF NOT EXISTS "vat_checked_at" timestamp with time zone,
  ADD COLUMN IF NOT EXISTS "register_court" text;
