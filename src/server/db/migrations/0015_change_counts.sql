-- Decision 033: committed changes are counted, not notified.
-- Until now every statement on an announced table sent NOTIFY hp_changes (migration 0012).
-- PostgreSQL lets one transaction with a NOTIFY commit at a time: it takes one lock for the
-- whole database before its commit and holds it through the WAL flush. At 10 concurrent orders
-- the backends spent three quarters of their time waiting on that lock (Lock:object), and
-- commits could not share a flush. Now a writing transaction adds 1 to its own backend's row
-- of change_counts, once, and each instance reads the sum every few milliseconds. Sessions and
-- users stay on NOTIFY: a logout or a blocked account must end sessions everywhere at once, and
-- those writes are rare.
CREATE TABLE "change_counts" (
	"shard" integer PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION hp_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME IN ('sessions', 'profiles') THEN
    PERFORM pg_notify('hp_changes', TG_TABLE_NAME);
  -- Once per transaction: the setting is the transaction's own (set_config … true).
  ELSIF current_setting('hp.change_counted', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('hp.change_counted', 'on', true);
    INSERT INTO change_counts AS c (shard, n) VALUES (pg_backend_pid(), 1)
      ON CONFLICT (shard) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION hp_compact_change_counts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('hp_compact_change_counts'));
  WITH folded AS (
    DELETE FROM change_counts WHERE ctid IN (
      SELECT ctid FROM change_counts WHERE shard <> 0 FOR UPDATE SKIP LOCKED)
    RETURNING n)
  INSERT INTO change_counts AS c (shard, n)
    SELECT 0, sum(n) FROM folded HAVING count(*) > 0
    ON CONFLICT (shard) DO UPDATE SET n = c.n + excluded.n;
END $$;
--> statement-breakpoint
-- An order decides its request's offers (hp_decide_offers): room on each page lets that update
-- stay on the page (HOT) without new entries in the offers' indexes, as for requests (0013).
ALTER TABLE offers SET (fillfactor = 90);
