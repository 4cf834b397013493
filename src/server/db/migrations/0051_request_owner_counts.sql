-- migrate: no-transaction
-- Issue 29 (decision 077): the own request list's totals (the buyer's 'Anfragen', the seller's
-- 'Meine Anfragen' and its summary card) as maintained figures per owner, ordered or not, and
-- urgency (src/server/db/schema/owner-counts.ts). By decision 041's rule: statement by statement
-- and safe to run again; a new table, functions replaced, one new trigger on requests (created
-- under a 5 s lock timeout, so it never queues writes behind a long transaction for longer), no
-- write to requests or orders. The figures are filled exactly without stopping writers, as 0036
-- fills its tallies: the triggers first, then (once every transaction that may have written
-- without them has ended) shard 0 := what one snapshot of requests counts minus the triggers'
-- deltas visible in that same snapshot.
CREATE TABLE IF NOT EXISTS "request_owner_counts" (
	"owner_id" uuid NOT NULL,
	"ordered" boolean NOT NULL,
	"urgency" text NOT NULL,
	"shard" integer DEFAULT 0 NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "request_owner_counts_pk" PRIMARY KEY("owner_id","ordered","urgency","shard")
);
--> statement-breakpoint
-- A request created, deleted, given another owner or another urgency: its -1 and +1 in one
-- upsert in this backend's shard. Whether it is ordered is the same before and after (its order
-- is written by orders, and hp_orders_touch_request moves it); a request with an order cannot be
-- deleted (orders_request_id_requests_id_fk restricts), so a deleted one is counted as not ordered
-- unless its order is still there.
CREATE OR REPLACE FUNCTION hp_requests_owner_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  is_ordered boolean := false;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.buyer_id = OLD.buyer_id AND NEW.urgency = OLD.urgency THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN
    is_ordered := EXISTS (SELECT 1 FROM orders o WHERE o.request_id = OLD.id);
  END IF;
  -- OLD is NULL on INSERT and NEW on DELETE: only the rows that exist are counted.
  INSERT INTO request_owner_counts AS c (owner_id, ordered, urgency, shard, n)
    SELECT v.owner_id, is_ordered, v.urgency, pg_backend_pid(), v.d
    FROM (VALUES (OLD.buyer_id, OLD.urgency, -1, TG_OP <> 'INSERT'),
                 (NEW.buyer_id, NEW.urgency, 1, TG_OP <> 'DELETE')) v(owner_id, urgency, d, counted)
    WHERE v.counted
    ON CONFLICT (owner_id, ordered, urgency, shard) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$ BEGIN
  SET LOCAL lock_timeout = '5s';
  IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'requests_owner_count' AND tgrelid = 'requests'::regclass) THEN
    CREATE TRIGGER requests_owner_count AFTER INSERT OR DELETE OR UPDATE OF buyer_id, urgency ON requests
      FOR EACH ROW EXECUTE FUNCTION hp_requests_owner_count();
  END IF;
END $$;
--> statement-breakpoint
-- An order placed, deleted or moved to another request (migration 0002's touch, which re-derives
-- the request's open_to_sellers): the request's row comes back from the touch with its owner and
-- urgency, and the request moves between not ordered and ordered in one upsert. Under
-- orders_request_unique a request has at most one order. The touch holds the request's row lock,
-- so a concurrent change of its owner or urgency is counted before or after it, never across it.
CREATE OR REPLACE FUNCTION hp_orders_touch_request() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  req_owner uuid;
  req_urgency text;
  moved boolean;
BEGIN
  -- An update that names request_id without changing it moves nothing (the touches stay as before).
  moved := TG_OP <> 'UPDATE' OR NEW.request_id IS DISTINCT FROM OLD.request_id;
  IF TG_OP <> 'INSERT' THEN
    UPDATE requests SET listed = listed WHERE id = OLD.request_id
      RETURNING buyer_id, urgency INTO req_owner, req_urgency;
    IF FOUND AND moved THEN
      INSERT INTO request_owner_counts AS c (owner_id, ordered, urgency, shard, n)
        VALUES (req_owner, true, req_urgency, pg_backend_pid(), -1), (req_owner, false, req_urgency, pg_backend_pid(), 1)
        ON CONFLICT (owner_id, ordered, urgency, shard) DO UPDATE SET n = c.n + excluded.n;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE requests SET listed = listed WHERE id = NEW.request_id
      RETURNING buyer_id, urgency INTO req_owner, req_urgency;
    IF FOUND AND moved THEN
      INSERT INTO request_owner_counts AS c (owner_id, ordered, urgency, shard, n)
        VALUES (req_owner, false, req_urgency, pg_backend_pid(), -1), (req_owner, true, req_urgency, pg_backend_pid(), 1)
        ON CONFLICT (owner_id, ordered, urgency, shard) DO UPDATE SET n = c.n + excluded.n;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The hourly job ('owner-counts'): moves every backend shard not locked by a running transaction
-- into shard 0 (which only this function and the fill below write; the advisory lock keeps two
-- instances apart) and drops the figures that reached zero.
CREATE OR REPLACE FUNCTION hp_compact_request_owner_counts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('hp_compact_request_owner_counts'));
  WITH folded AS (
    DELETE FROM request_owner_counts WHERE ctid IN (
      SELECT ctid FROM request_owner_counts WHERE shard <> 0 FOR UPDATE SKIP LOCKED)
    RETURNING owner_id, ordered, urgency, n)
  INSERT INTO request_owner_counts AS c (owner_id, ordered, urgency, shard, n)
    SELECT owner_id, ordered, urgency, 0, sum(n) FROM folded GROUP BY owner_id, ordered, urgency
    ON CONFLICT (owner_id, ordered, urgency, shard) DO UPDATE SET n = c.n + excluded.n;
  DELETE FROM request_owner_counts WHERE shard = 0 AND n = 0;
END $$;
--> statement-breakpoint
-- Recounts everything (bulk loads with triggers off, as the bench seed does; repair).
CREATE OR REPLACE FUNCTION hp_rebuild_request_owner_counts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('hp_compact_request_owner_counts'));
  TRUNCATE request_owner_counts;
  INSERT INTO request_owner_counts (owner_id, ordered, urgency, shard, n)
    SELECT r.buyer_id, o.request_id IS NOT NULL, r.urgency, 0, count(*)
    FROM requests r LEFT JOIN orders o ON o.request_id = r.id
    GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
-- The figures of the requests already there. Writers that began before the triggers above may
-- have changed requests or orders without a delta: wait until they have ended (at most a minute).
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
      RAISE EXCEPTION 'a transaction older than the new triggers is still open: run the migration again';
    END IF;
    PERFORM pg_sleep(0.05);
  END LOOP;
  PERFORM pg_advisory_xact_lock(hashtext('hp_compact_request_owner_counts'));
  DELETE FROM request_owner_counts WHERE shard = 0;
  -- One statement, one snapshot: the requests and orders it counts and the deltas already
  -- written for them.
  INSERT INTO request_owner_counts (owner_id, ordered, urgency, shard, n)
    SELECT owner_id, ordered, urgency, 0, sum(n) FROM (
      SELECT r.buyer_id AS owner_id, o.request_id IS NOT NULL AS ordered, r.urgency, count(*) AS n
      FROM requests r LEFT JOIN orders o ON o.request_id = r.id GROUP BY 1, 2, 3
      UNION ALL
      SELECT owner_id, ordered, urgency, -sum(n) FROM request_owner_counts
      WHERE shard <> 0 GROUP BY 1, 2, 3) x
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0;
END $$;
