-- migrate: no-transaction
-- Decision 079: accepting and rejecting offers as HOT updates again. The partial unique index of
-- decision 054 named the status in its predicate, so every status change wrote a new entry into
-- all five indexes of offers. The live offer's uniqueness now rests on a key that changes only
-- when an offer is withdrawn: the nil uuid while live, the offer's own id once withdrawn.
-- Statement by statement, each safe to run again (decision 041): adding a column with a constant
-- default rewrites nothing, the indexes are built and dropped CONCURRENTLY.
ALTER TABLE "offers" ADD COLUMN IF NOT EXISTS "withdrawn_key" uuid DEFAULT '00000000-0000-0000-0000-000000000000' NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION hp_offers_withdrawn_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.withdrawn_key := CASE WHEN NEW.status = 'zurueckgezogen' THEN NEW.id
                            ELSE '00000000-0000-0000-0000-000000000000'::uuid END;
  RETURN NEW;
END $$;--> statement-breakpoint
-- The WHEN clause is evaluated without calling the function: an update that leaves the key
-- right (every acceptance and rejection) costs no PL/pgSQL call.
DROP TRIGGER IF EXISTS offers_withdrawn_key ON "offers";--> statement-breakpoint
CREATE TRIGGER offers_withdrawn_key BEFORE INSERT OR UPDATE OF status, withdrawn_key, id ON "offers"
  FOR EACH ROW WHEN ((NEW.status = 'zurueckgezogen') IS DISTINCT FROM (NEW.withdrawn_key = NEW.id))
  EXECUTE FUNCTION hp_offers_withdrawn_key();--> statement-breakpoint
-- Offers withdrawn before the trigger existed (those withdrawn since are the trigger's).
UPDATE "offers" SET "withdrawn_key" = "id" WHERE "status" = 'zurueckgezogen' AND "withdrawn_key" <> "id";--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "offers_request_seller_withdrawn_unique";--> statement-breakpoint
CREATE UNIQUE INDEX CONCURRENTLY "offers_request_seller_withdrawn_unique" ON "offers" USING btree ("request_id","seller_id","withdrawn_key");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "offers_request_seller_live_unique";--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "offers_request_seller_idx";
