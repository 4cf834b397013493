-- migrate: no-transaction
-- Issue 30, decision 063: requests written before widening existed (migration 0030) carry no
-- widen_at, so the widening schedule never looked at them. By decision 041's rule, statement by
-- statement, safe to run again, catalogue changes and a CONCURRENTLY built index only:
-- 1. widen_unscheduled is added with the constant default true: every existing row reads true
--    (the value lives in the catalogue, no row is rewritten) ...
-- 2. ... then the default becomes false, so every row written from now on reads false.
-- 3. A partial index holds the rows still true; the widening schedule gives them their due time
--    (created_at + their urgency's window) in batches and sets them false, so it ends empty.
-- A row written between 1 and 2 reads true too: the schedule keeps the due time it already has.
ALTER TABLE "requests" ADD COLUMN IF NOT EXISTS "widen_unscheduled" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "requests" ALTER COLUMN "widen_unscheduled" SET DEFAULT false;
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "requests_widen_unscheduled_idx" ON "requests" USING btree ("id") WHERE "requests"."widen_unscheduled";
