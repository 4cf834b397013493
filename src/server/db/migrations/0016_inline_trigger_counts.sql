-- Decision 034, what an order costs the database (continued from 0014).
-- 1. The counting triggers wrote each count through a helper function (hp_admin_count_add,
--    hp_audience_count_add): one statement that calls the helper, whose body is a second
--    statement, and a status change made two such calls. Each statement sets up an executor of
--    its own, and that set-up, not the one-row upsert, was the cost: an order paid for ten such
--    statements. Now each trigger writes its counts as one upsert of up to two rows (the old
--    row's -1, the new row's +1). Same rows, same sums.
-- 2. requests_derive asks whether the requester is active only when that can have changed: a new
--    request, a new status or a new requester. A requester's (de)activation states it for their
--    requests itself (hp_requester_touch_requests); every other update keeps `listed` as it is.
--    An order touches its request without changing either, and paid one lookup of the requester
--    (two statements) for nothing.
-- 3. request_audience is no longer announced as a change (0012, 0015): every write to it is made
--    by a trigger of requests or by hp_rebuild_relevance, both in a statement on requests, which is
--    announced in the same transaction.
CREATE OR REPLACE FUNCTION hp_offers_admin_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status = OLD.status THEN RETURN NULL; END IF;
  -- OLD is NULL on INSERT and NEW on DELETE: only the rows that exist are counted.
  INSERT INTO admin_counts AS c (tbl, status, sub, shard, n)
    SELECT 'offers', v.status, '', pg_backend_pid(), v.d
    FROM (VALUES (OLD.status, -1, TG_OP <> 'INSERT'), (NEW.status, 1, TG_OP <> 'DELETE')) v(status, d, counted)
    WHERE v.counted
    ON CONFLICT (tbl, status, sub, shard) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hp_orders_admin_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status = OLD.status THEN RETURN NULL; END IF;
  INSERT INTO admin_counts AS c (tbl, status, sub, shard, n)
    SELECT 'orders', v.status, '', pg_backend_pid(), v.d
    FROM (VALUES (OLD.status, -1, TG_OP <> 'INSERT'), (NEW.status, 1, TG_OP <> 'DELETE')) v(status, d, counted)
    WHERE v.counted
    ON CONFLICT (tbl, status, sub, shard) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hp_requests_admin_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status = OLD.status AND NEW.urgency = OLD.urgency THEN RETURN NULL; END IF;
  INSERT INTO admin_counts AS c (tbl, status, sub, shard, n)
    SELECT 'requests', v.status, v.urgency, pg_backend_pid(), v.d
    FROM (VALUES (OLD.status, OLD.urgency, -1, TG_OP <> 'INSERT'),
                 (NEW.status, NEW.urgency, 1, TG_OP <> 'DELETE')) v(status, urgency, d, counted)
    WHERE v.counted
    ON CONFLICT (tbl, status, sub, shard) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hp_sellers_admin_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.approval_status = OLD.approval_status AND NEW.is_verified = OLD.is_verified THEN
    RETURN NULL;
  END IF;
  INSERT INTO admin_counts AS c (tbl, status, sub, shard, n)
    SELECT 'seller_profiles', v.status, v.verified, pg_backend_pid(), v.d
    FROM (VALUES (OLD.approval_status, OLD.is_verified::text, -1, TG_OP <> 'INSERT'),
                 (NEW.approval_status, NEW.is_verified::text, 1, TG_OP <> 'DELETE')) v(status, verified, d, counted)
    WHERE v.counted
    ON CONFLICT (tbl, status, sub, shard) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hp_buyers_admin_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_counts AS c (tbl, status, sub, shard, n)
    VALUES ('buyer_profiles', '', '', pg_backend_pid(), CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END)
    ON CONFLICT (tbl, status, sub, shard) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hp_requests_audience() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW.open_to_sellers = OLD.open_to_sellers AND NEW.brand_keys = OLD.brand_keys
    AND NEW.buyer_id = OLD.buyer_id AND NEW.created_at = OLD.created_at AND NEW.urgency = OLD.urgency
    AND NEW.quantity = OLD.quantity AND NEW.expires_at IS NOT DISTINCT FROM OLD.expires_at THEN
    RETURN NULL;
  END IF;
  -- The open requests per brand-key signature: the old row leaves its signature, the new one
  -- joins its own (both may be the same: then the two rows are two updates of one count).
  IF TG_OP <> 'INSERT' AND OLD.open_to_sellers THEN
    INSERT INTO request_audience_counts AS c (signature, shard, n)
      VALUES (OLD.brand_keys, pg_backend_pid(), -1)
      ON CONFLICT (signature, shard) DO UPDATE SET n = c.n + excluded.n;
    DELETE FROM request_audience WHERE request_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.open_to_sellers THEN
    INSERT INTO request_audience_counts AS c (signature, shard, n)
      VALUES (NEW.brand_keys, pg_backend_pid(), 1)
      ON CONFLICT (signature, shard) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO request_audience (key, request_id, buyer_id, created_at, urgency_weight, quantity, expires_at)
      SELECT k, NEW.id, NEW.buyer_id, NEW.created_at, hp_seller_urgency_weight(NEW.urgency), NEW.quantity, NEW.expires_at
      FROM unnest(array['00000000-0000-0000-0000-000000000000'::uuid] || NEW.brand_keys) k;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP FUNCTION hp_admin_count_add(text, text, text, integer);
--> statement-breakpoint
DROP FUNCTION hp_audience_count_add(uuid[], integer);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hp_requests_derive() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.manufacturer IS DISTINCT FROM OLD.manufacturer THEN
    NEW.brand_keys := hp_brand_keys(NEW.manufacturer);
  END IF;
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status OR NEW.buyer_id IS DISTINCT FROM OLD.buyer_id THEN
    NEW.listed := NEW.status = 'active' and hp_requester_active(NEW.buyer_id);
  END IF;
  NEW.open_to_sellers := NEW.listed and not exists (select 1 from orders o where o.request_id = NEW.id);
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A requester (de)activated: their requests' `listed` is stated here, as requests_derive keeps it.
CREATE OR REPLACE FUNCTION hp_requester_touch_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE requests SET listed = status = 'active' and hp_requester_active(NEW.id) WHERE buyer_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER hp_announce_change ON request_audience;
