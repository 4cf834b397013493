-- migrate: no-transaction
-- Issue 29 (decision 082): open requests per audience signature and urgency, whatever their
-- regions (src/server/db/schema/audience-tallies.ts), so that the count of a seller who delivers
-- everywhere sums a few hundred rows instead of one per region as well. By decision 041's rule:
-- statement by statement and safe to run again; a new table, functions replaced (migration 0036's
-- with one more upsert, one more fold and one more fill), no lock on requests beyond reading it.
-- The figures are filled exactly without stopping writers, as 0036 fills its tallies: the trigger
-- function first, then (once every transaction that may have written with the old one has ended)
-- shard 0 := what one snapshot of requests counts minus the trigger's deltas in that snapshot.
CREATE TABLE IF NOT EXISTS "request_signature_counts" (
	"signature" uuid[] NOT NULL,
	"urgency_weight" smallint NOT NULL,
	"shard" integer DEFAULT 0 NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "request_signature_counts_pk" PRIMARY KEY("signature","urgency_weight","shard")
);
--> statement-breakpoint
-- Migration 0036's trigger function, with the new figures' -1 and +1.
CREATE OR REPLACE FUNCTION hp_requests_audience() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW.open_to_sellers = OLD.open_to_sellers AND NEW.brand_keys = OLD.brand_keys
    AND NEW.region_keys = OLD.region_keys
    AND NEW.buyer_id = OLD.buyer_id AND NEW.created_at = OLD.created_at AND NEW.urgency = OLD.urgency
    AND NEW.quantity = OLD.quantity AND NEW.expires_at IS NOT DISTINCT FROM OLD.expires_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.open_to_sellers THEN
    INSERT INTO request_audience_counts AS c (signature, region_signature, shard, n)
      VALUES (OLD.brand_keys, OLD.region_keys, pg_backend_pid(), -1)
      ON CONFLICT (signature, region_signature, shard) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO request_urgency_counts AS c (signature, region_signature, urgency_weight, shard, n)
      VALUES (OLD.brand_keys, OLD.region_keys, hp_seller_urgency_weight(OLD.urgency), pg_backend_pid(), -1)
      ON CONFLICT (signature, region_signature, urgency_weight, shard) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO request_signature_counts AS c (signature, urgency_weight, shard, n)
      VALUES (OLD.brand_keys, hp_seller_urgency_weight(OLD.urgency), pg_backend_pid(), -1)
      ON CONFLICT (signature, urgency_weight, shard) DO UPDATE SET n = c.n + excluded.n;
    IF OLD.expires_at IS NOT NULL THEN
      INSERT INTO request_expiry_counts AS c (expires_hour, signature, region_signature, urgency_weight, shard, n)
        VALUES (hp_expires_hour(OLD.expires_at), OLD.brand_keys, OLD.region_keys,
          hp_seller_urgency_weight(OLD.urgency), pg_backend_pid(), -1)
        ON CONFLICT (expires_hour, signature, region_signature, urgency_weight, shard) DO UPDATE SET n = c.n + excluded.n;
    END IF;
    DELETE FROM request_audience WHERE request_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.open_to_sellers THEN
    INSERT INTO request_audience_counts AS c (signature, region_signature, shard, n)
      VALUES (NEW.brand_keys, NEW.region_keys, pg_backend_pid(), 1)
      ON CONFLICT (signature, region_signature, shard) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO request_urgency_counts AS c (signature, region_signature, urgency_weight, shard, n)
      VALUES (NEW.brand_keys, NEW.region_keys, hp_seller_urgency_weight(NEW.urgency), pg_backend_pid(), 1)
      ON CONFLICT (signature, region_signature, urgency_weight, shard) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO request_signature_counts AS c (signature, urgency_weight, shard, n)
      VALUES (NEW.brand_keys, hp_seller_urgency_weight(NEW.urgency), pg_backend_pid(), 1)
      ON CONFLICT (signature, urgency_weight, shard) DO UPDATE SET n = c.n + excluded.n;
    IF NEW.expires_at IS NOT NULL THEN
      INSERT INTO request_expiry_counts AS c (expires_hour, signature, region_signature, urgency_weight, shard, n)
        VALUES (hp_expires_hour(NEW.expires_at), NEW.brand_keys, NEW.region_keys,
          hp_seller_urgency_weight(NEW.urgency), pg_backend_pid(), 1)
        ON CONFLICT (expires_hour, signature, region_signature, urgency_weight, shard) DO UPDATE SET n = c.n + excluded.n;
    END IF;
    INSERT INTO request_audience (key, region, request_id, buyer_id, created_at, urgency_weight, quantity, expires_at)
      SELECT k, g, NEW.id, NEW.buyer_id, NEW.created_at, hp_seller_urgency_weight(NEW.urgency), NEW.quantity, NEW.expires_at
      FROM unnest(array['00000000-0000-0000-0000-000000000000'::uuid] || NEW.brand_keys) k,
        unnest(array['*'] || NEW.region_keys) g;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Migration 0036's hourly fold, which folds the new figures' shards too.
CREATE OR REPLACE FUNCTION hp_compact_audience_counts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('hp_compact_audience_counts'));
  WITH folded AS (
    DELETE FROM request_audience_counts WHERE ctid IN (
      SELECT ctid FROM request_audience_counts WHERE shard <> 0 FOR UPDATE SKIP LOCKED)
    RETURNING signature, region_signature, n)
  INSERT INTO request_audience_counts AS c (signature, region_signature, shard, n)
    SELECT signature, region_signature, 0, sum(n) FROM folded GROUP BY signature, region_signature
    ON CONFLICT (signature, region_signature, shard) DO UPDATE SET n = c.n + excluded.n;
  DELETE FROM request_audience_counts WHERE shard = 0 AND n = 0;
  WITH folded AS (
    DELETE FROM request_urgency_counts WHERE ctid IN (
      SELECT ctid FROM request_urgency_counts WHERE shard <> 0 FOR UPDATE SKIP LOCKED)
    RETURNING signature, region_signature, urgency_weight, n)
  INSERT INTO request_urgency_counts AS c (signature, region_signature, urgency_weight, shard, n)
    SELECT signature, region_signature, urgency_weight, 0, sum(n) FROM folded
    GROUP BY signature, region_signature, urgency_weight
    ON CONFLICT (signature, region_signature, urgency_weight, shard) DO UPDATE SET n = c.n + excluded.n;
  DELETE FROM request_urgency_counts WHERE shard = 0 AND n = 0;
  WITH folded AS (
    DELETE FROM request_signature_counts WHERE ctid IN (
      SELECT ctid FROM request_signature_counts WHERE shard <> 0 FOR UPDATE SKIP LOCKED)
    RETURNING signature, urgency_weight, n)
  INSERT INTO request_signature_counts AS c (signature, urgency_weight, shard, n)
    SELECT signature, urgency_weight, 0, sum(n) FROM folded GROUP BY signature, urgency_weight
    ON CONFLICT (signature, urgency_weight, shard) DO UPDATE SET n = c.n + excluded.n;
  DELETE FROM request_signature_counts WHERE shard = 0 AND n = 0;
  WITH folded AS (
    DELETE FROM request_expiry_counts WHERE ctid IN (
      SELECT ctid FROM request_expiry_counts WHERE shard <> 0 FOR UPDATE SKIP LOCKED)
    RETURNING expires_hour, signature, region_signature, urgency_weight, n)
  INSERT INTO request_expiry_counts AS c (expires_hour, signature, region_signature, urgency_weight, shard, n)
    SELECT expires_hour, signature, region_signature, urgency_weight, 0, sum(n) FROM folded
    GROUP BY expires_hour, signature, region_signature, urgency_weight
    ON CONFLICT (expires_hour, signature, region_signature, urgency_weight, shard) DO UPDATE SET n = c.n + excluded.n;
  DELETE FROM request_expiry_counts WHERE shard = 0 AND n = 0;
END $$;
--> statement-breakpoint
-- Recomputes every stored fact in bulk (bulk loads with triggers off; repair), the new figures too.
CREATE OR REPLACE FUNCTION hp_rebuild_relevance() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE requests r SET
    brand_keys = hp_audience_keys(r.manufacturer, r.widened_keys),
    region_keys = hp_region_keys(r.delivery_country, r.delivery_postcode),
    listed = r.status = 'active' and hp_requester_active(r.buyer_id),
    open_to_sellers = r.status = 'active' and hp_requester_active(r.buyer_id)
      and not exists (select 1 from orders o where o.request_id = r.id);
  TRUNCATE request_audience, request_audience_counts, request_urgency_counts, request_signature_counts,
    request_expiry_counts;
  INSERT INTO request_audience (key, region, request_id, buyer_id, created_at, urgency_weight, quantity, expires_at)
    SELECT k, g, r.id, r.buyer_id, r.created_at, hp_seller_urgency_weight(r.urgency), r.quantity, r.expires_at
    FROM requests r, unnest(array['00000000-0000-0000-0000-000000000000'::uuid] || r.brand_keys) k,
      unnest(array['*'] || r.region_keys) g
    WHERE r.open_to_sellers;
  INSERT INTO request_audience_counts (signature, region_signature, n)
    SELECT brand_keys, region_keys, count(*) FROM requests WHERE open_to_sellers GROUP BY brand_keys, region_keys;
  INSERT INTO request_urgency_counts (signature, region_signature, urgency_weight, n)
    SELECT brand_keys, region_keys, hp_seller_urgency_weight(urgency), count(*) FROM requests
    WHERE open_to_sellers GROUP BY 1, 2, 3;
  INSERT INTO request_signature_counts (signature, urgency_weight, n)
    SELECT brand_keys, hp_seller_urgency_weight(urgency), count(*) FROM requests
    WHERE open_to_sellers GROUP BY 1, 2;
  INSERT INTO request_expiry_counts (expires_hour, signature, region_signature, urgency_weight, n)
    SELECT hp_expires_hour(expires_at), brand_keys, region_keys, hp_seller_urgency_weight(urgency), count(*)
    FROM requests WHERE open_to_sellers AND expires_at IS NOT NULL GROUP BY 1, 2, 3, 4;
END $$;
--> statement-breakpoint
-- The figures of the requests already there. Writers that began before the trigger function
-- above may have changed requests without a delta: wait until they have ended (at most a minute).
DO $$
DECLARE
  since timestamptz := clock_timestamp();
  waited integer := 0;
BEGIN
  LOOP
    PERFORM pg_stat_clear_snapshot();
    EXIT WHEN NOT EXISTS (SELECT 1 FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()
        AND backend_type = 'client backend' AND xact_start < since);
    waited := waited + 1;
    IF waited > 1200 THEN
      RAISE EXCEPTION 'a transaction older than the new trigger function is still open: run the migration again';
    END IF;
    PERFORM pg_sleep(0.05);
  END LOOP;
  PERFORM pg_advisory_xact_lock(hashtext('hp_compact_audience_counts'));
  DELETE FROM request_signature_counts WHERE shard = 0;
  -- One statement, one snapshot: the requests it counts and the deltas already written for them.
  INSERT INTO request_signature_counts (signature, urgency_weight, shard, n)
    SELECT signature, urgency_weight, 0, sum(n) FROM (
      SELECT brand_keys AS signature, hp_seller_urgency_weight(urgency) AS urgency_weight, count(*) AS n
      FROM requests WHERE open_to_sellers GROUP BY 1, 2
      UNION ALL
      SELECT signature, urgency_weight, -sum(n) FROM request_signature_counts
      WHERE shard <> 0 GROUP BY 1, 2) x
    GROUP BY 1, 2 HAVING sum(n) <> 0;
END $$;
