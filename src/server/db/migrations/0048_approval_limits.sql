-- migrate: no-transaction
-- Issue 37 (decision 070): the buyer approval limit. A nullable column without default on
-- company_members (no rewrite), and a new table; each foreign key is its own statement, added
-- while the new table is still empty. Safe to run again (decisions 041, 063).
CREATE TABLE IF NOT EXISTS "order_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"requested_by" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"input" jsonb NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_approvals_status_check" CHECK ("order_approvals"."status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "company_members" ADD COLUMN IF NOT EXISTS "approval_limit_cents" bigint;
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'order_approvals_company_id_profiles_id_fk') THEN
    ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_company_id_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'order_approvals_request_id_requests_id_fk') THEN
    ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'order_approvals_offer_id_offers_id_fk') THEN
    ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'order_approvals_requested_by_profiles_id_fk') THEN
    ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_requested_by_profiles_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;
  END IF;
END $$;
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'order_approvals_decided_by_profiles_id_fk') THEN
    ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;
  END IF;
END $$;
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'order_approvals_order_id_orders_id_fk') THEN
    ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  END IF;
END $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_approvals_company_idx" ON "order_approvals" USING btree ("company_id","status","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "order_approvals_pending_request_idx" ON "order_approvals" USING btree ("request_id") WHERE "order_approvals"."status" = 'pending';
