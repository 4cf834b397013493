-- migrate: no-transaction
-- Decision 087: the count of a seller with regions read every row of request_audience_counts
-- (7 900 at 1 M requests) or request_urgency_counts and compared their arrays (2–7 ms per view);
-- these indexes find the rows the seller's keys and regions overlap (0.06 ms). Built
-- CONCURRENTLY, statement by statement and safe to run again (decision 041): new requests keep
-- writing their counts meanwhile.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "request_urgency_counts_overlap_idx" ON "request_urgency_counts" USING gin ("signature","region_signature");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "request_audience_counts_overlap_idx" ON "request_audience_counts" USING gin ("signature","region_signature");
