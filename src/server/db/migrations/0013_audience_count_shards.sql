-- Decision 032, what an order costs the database.
-- 1. The open-request counters per audience signature get one shard per backend, like
--    admin_counts (0005). With one row per signature, every order and every new request of the
--    same brands updated the same row and waited for the other transaction's commit: at 10
--    concurrent orders most of an order's time was that wait.
-- 2. No index of requests names open_to_sellers, the one column an order changes on its request
--    (through orders_touch_request): the update can then be HOT, without new entries in the
--    requests' eleven indexes (three of them trigram GIN). The unswept expired open requests are
--    found through request_audience instead, where an open request has its ALL row. A fill factor
--    of 90 leaves room on each page for that update.
DROP INDEX "requests_open_expires_idx";--> statement-breakpoint
CREATE INDEX "request_audience_expires_idx" ON "request_audience" USING btree ("expires_at") WHERE "request_audience"."key" = '00000000-0000-0000-0000-000000000000' and "request_audience"."expires_at" is not null;--> statement-breakpoint
ALTER TABLE "requests" SET (fillfactor = 90);--> statement-breakpoint
ALTER TABLE "request_audience_counts" ADD COLUMN "shard" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "request_audience_counts" DROP CONSTRAINT "request_audience_counts_pkey";--> statement-breakpoint
ALTER TABLE "request_audience_counts" ADD CONSTRAINT "request_audience_counts_signature_shard_pk" PRIMARY KEY("signature","shard");--> statement-breakpoint
CREATE FUNCTION hp_audience_count_add(s uuid[], d integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO request_audience_counts AS c (signature, shard, n)
    VALUES (s, pg_backend_pid(), d)
    ON CONFLICT (signature, shard) DO UPDATE SET n = c.n + excluded.n
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hp_requests_audience() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF TG_OP = 'UPDATE'
      AND NEW.open_to_sellers = OLD.open_to_sellers AND NEW.brand_keys = OLD.brand_keys
      AND NEW.buyer_id = OLD.buyer_id AND NEW.created_at = OLD.created_at AND NEW.urgency = OLD.urgency
      AND NEW.quantity = OLD.quantity AND NEW.expires_at IS NOT DISTINCT FROM OLD.expires_at THEN
      RETURN NULL;
    END IF;
    IF OLD.open_to_sellers THEN
      PERFORM hp_audience_count_add(OLD.brand_keys, -1);
      DELETE FROM request_audience WHERE request_id = OLD.id;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.open_to_sellers THEN
    PERFORM hp_audience_count_add(NEW.brand_keys, 1);
    INSERT INTO request_audience (key, request_id, buyer_id, created_at, urgency_weight, quantity, expires_at)
      SELECT k, NEW.id, NEW.buyer_id, NEW.created_at, hp_seller_urgency_weight(NEW.urgency), NEW.quantity, NEW.expires_at
      FROM unnest(array['00000000-0000-0000-0000-000000000000'::uuid] || NEW.brand_keys) k;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The hourly job (with hp_compact_admin_counts): moves every backend shard not locked by a running
-- transaction into shard 0, which only this function writes.
CREATE FUNCTION hp_compact_audience_counts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('hp_compact_audience_counts'));
  WITH folded AS (
    DELETE FROM request_audience_counts WHERE ctid IN (
      SELECT ctid FROM request_audience_counts WHERE shard <> 0 FOR UPDATE SKIP LOCKED)
    RETURNING signature, n)
  INSERT INTO request_audience_counts AS c (signature, shard, n)
    SELECT signature, 0, sum(n) FROM folded GROUP BY signature
    ON CONFLICT (signature, shard) DO UPDATE SET n = c.n + excluded.n;
  DELETE FROM request_audience_counts WHERE shard = 0 AND n = 0;
END $$;
