ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expected_ship_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "close_reason" text;--> statement-breakpoint
-- Requests created before expiry existed get the default 30 days, but at least a week from now.
UPDATE "requests" SET "expires_at" = greatest("created_at" + interval '30 days', now() + interval '7 days')
  WHERE "expires_at" IS NULL AND "status" = 'active';--> statement-breakpoint
-- The hourly expiry job looks for active requests whose time has run out.
CREATE INDEX IF NOT EXISTS "requests_active_expires_idx" ON "requests" ("expires_at") WHERE "status" = 'active';
