-- migrate: no-transaction
-- Decision 084: an order that waits for approval is withdrawn when what it waited for ends (its
-- request closed, cancelled, expired or ordered otherwise; its offer withdrawn). Decision 041's
-- rule: statement by statement, safe to run again, no lock writers wait for longer than a moment.
-- 1. withdrawn_reason: a nullable column without default (a catalogue change, no rewrite).
-- 2. status may be 'withdrawn' and the reason is one of five: each check is replaced or added
--    NOT VALID (a catalogue change) in one statement, then validated (SHARE UPDATE EXCLUSIVE:
--    writers go on while it reads the table).
ALTER TABLE "order_approvals" ADD COLUMN IF NOT EXISTS "withdrawn_reason" text;--> statement-breakpoint
ALTER TABLE "order_approvals" DROP CONSTRAINT IF EXISTS "order_approvals_withdrawn_reason_check",
  ADD CONSTRAINT "order_approvals_withdrawn_reason_check" CHECK ("order_approvals"."withdrawn_reason" in ('request_closed', 'request_cancelled', 'request_expired', 'request_ordered', 'offer_withdrawn')) NOT VALID;--> statement-breakpoint
ALTER TABLE "order_approvals" VALIDATE CONSTRAINT "order_approvals_withdrawn_reason_check";--> statement-breakpoint
ALTER TABLE "order_approvals" DROP CONSTRAINT IF EXISTS "order_approvals_status_check",
  ADD CONSTRAINT "order_approvals_status_check" CHECK ("order_approvals"."status" in ('pending', 'approved', 'declined', 'withdrawn')) NOT VALID;--> statement-breakpoint
ALTER TABLE "order_approvals" VALIDATE CONSTRAINT "order_approvals_status_check";
