-- Issue 31, decision 048: a request's needed-by day and the buyer's own downtime cost per day.
-- Both columns are new and empty, so the CHECK holds for every existing row: NOT VALID skips the
-- scan that would hold the table's lock on a large requests table (decision 041's rule).
ALTER TABLE "requests" ADD COLUMN "needed_by" date;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "downtime_cost_per_day" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_downtime_cost_check" CHECK ("requests"."downtime_cost_per_day" > 0) NOT VALID;
