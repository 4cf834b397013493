-- migrate: no-transaction
-- Issue 30, decision 046 (decision 041's rule: CONCURRENTLY on requests, safe to run again).
-- Part-number search by key prefix or equality; the backfill's batches of rows without a key.
DROP INDEX CONCURRENTLY IF EXISTS "requests_part_key_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "requests_part_key_idx" ON "requests" USING btree ("part_key" text_pattern_ops);--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "requests_second_part_key_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "requests_second_part_key_idx" ON "requests" USING btree ("second_part_key" text_pattern_ops) WHERE "requests"."second_part_key" is not null;--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "requests_part_key_missing_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "requests_part_key_missing_idx" ON "requests" USING btree ("id") WHERE "requests"."part_key" is null;--> statement-breakpoint
-- SHARE UPDATE EXCLUSIVE: writers go on while it reads offers.
ALTER TABLE "offers" VALIDATE CONSTRAINT "offers_alternative_check";
