-- migrate: no-transaction
-- Issue 37: a webhook endpoint names the member of the company who created it (null for those made
-- before). A nullable column without default on a small table, then its foreign key as a statement
-- of its own; safe to run again (decision 041).
ALTER TABLE "webhook_endpoints" ADD COLUMN IF NOT EXISTS "created_by" uuid;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'webhook_endpoints_created_by_profiles_id_fk') THEN
    ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;
  END IF;
END $$;
