-- migrate: no-transaction
-- Issue 34 (decision 057): the buyer's cost centre and machine number on a request. Two nullable
-- columns (no rewrite), each statement on its own and safe to run again (decision 041): grouped
-- with the neighbouring migrations in one transaction, the lock on requests would be taken after
-- locks on profiles and orders, the reverse of a request's insert (a deadlock, as 0025 showed).
ALTER TABLE "requests" ADD COLUMN IF NOT EXISTS "cost_centre" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN IF NOT EXISTS "machine_number" text;
