CREATE TABLE "admin_counts" (
	"tbl" text NOT NULL,
	"status" text NOT NULL,
	"sub" text NOT NULL,
	"shard" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "admin_counts_tbl_status_sub_shard_pk" PRIMARY KEY("tbl","status","sub","shard")
);
--> statement-breakpoint
CREATE INDEX "requests_urgency_created_idx" ON "requests" USING btree ("urgency","created_at");--> statement-breakpoint
-- Admin list totals as maintained counters (docs/performance.md). The triggers run in the
-- writing transaction, so a committed write and its count change are one. Each backend adds to
-- its own shard (pg_backend_pid()), so concurrent transactions never wait on a counter row and
-- cannot deadlock over two of them; hp_compact_admin_counts() folds the shards into shard 0.
CREATE FUNCTION hp_admin_count_add(t text, s text, u text, d integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO admin_counts AS c (tbl, status, sub, shard, n)
    VALUES (t, s, u, pg_backend_pid(), d)
    ON CONFLICT (tbl, status, sub, shard) DO UPDATE SET n = c.n + excluded.n
$$;
--> statement-breakpoint
CREATE FUNCTION hp_requests_admin_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status = OLD.status AND NEW.urgency = OLD.urgency THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM hp_admin_count_add('requests', OLD.status, OLD.urgency, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM hp_admin_count_add('requests', NEW.status, NEW.urgency, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER requests_admin_count AFTER INSERT OR DELETE OR UPDATE OF status, urgency ON requests
  FOR EACH ROW EXECUTE FUNCTION hp_requests_admin_count();
--> statement-breakpoint
CREATE FUNCTION hp_offers_admin_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status = OLD.status THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM hp_admin_count_add('offers', OLD.status, '', -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM hp_admin_count_add('offers', NEW.status, '', 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER offers_admin_count AFTER INSERT OR DELETE OR UPDATE OF status ON offers
  FOR EACH ROW EXECUTE FUNCTION hp_offers_admin_count();
--> statement-breakpoint
CREATE FUNCTION hp_orders_admin_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status = OLD.status THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM hp_admin_count_add('orders', OLD.status, '', -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM hp_admin_count_add('orders', NEW.status, '', 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_admin_count AFTER INSERT OR DELETE OR UPDATE OF status ON orders
  FOR EACH ROW EXECUTE FUNCTION hp_orders_admin_count();
--> statement-breakpoint
CREATE FUNCTION hp_sellers_admin_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.approval_status = OLD.approval_status AND NEW.is_verified = OLD.is_verified THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM hp_admin_count_add('seller_profiles', OLD.approval_status, OLD.is_verified::text, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM hp_admin_count_add('seller_profiles', NEW.approval_status, NEW.is_verified::text, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER seller_profiles_admin_count AFTER INSERT OR DELETE OR UPDATE OF approval_status, is_verified
  ON seller_profiles FOR EACH ROW EXECUTE FUNCTION hp_sellers_admin_count();
--> statement-breakpoint
CREATE FUNCTION hp_buyers_admin_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hp_admin_count_add('buyer_profiles', '', '', CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER buyer_profiles_admin_count AFTER INSERT OR DELETE ON buyer_profiles
  FOR EACH ROW EXECUTE FUNCTION hp_buyers_admin_count();
--> statement-breakpoint
-- Recounts everything (bulk loads with triggers off; repair). Also fills the counters here.
CREATE FUNCTION hp_rebuild_admin_counts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE admin_counts;
  INSERT INTO admin_counts (tbl, status, sub, shard, n)
    SELECT 'requests', status, urgency, 0, count(*) FROM requests GROUP BY status, urgency
    UNION ALL SELECT 'offers', status, '', 0, count(*) FROM offers GROUP BY status
    UNION ALL SELECT 'orders', status, '', 0, count(*) FROM orders GROUP BY status
    UNION ALL SELECT 'seller_profiles', approval_status, is_verified::text, 0, count(*)
      FROM seller_profiles GROUP BY approval_status, is_verified
    UNION ALL SELECT 'buyer_profiles', '', '', 0, count(*) FROM buyer_profiles HAVING count(*) > 0;
END $$;
--> statement-breakpoint
SELECT hp_rebuild_admin_counts();
--> statement-breakpoint
-- The hourly job: moves every backend shard not locked by a running transaction into shard 0
-- (which only this function writes; the advisory lock keeps two instances apart).
CREATE FUNCTION hp_compact_admin_counts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('hp_compact_admin_counts'));
  WITH folded AS (
    DELETE FROM admin_counts WHERE ctid IN (
      SELECT ctid FROM admin_counts WHERE shard <> 0 FOR UPDATE SKIP LOCKED)
    RETURNING tbl, status, sub, n)
  INSERT INTO admin_counts AS c (tbl, status, sub, shard, n)
    SELECT tbl, status, sub, 0, sum(n) FROM folded GROUP BY tbl, status, sub
    ON CONFLICT (tbl, status, sub, shard) DO UPDATE SET n = c.n + excluded.n;
  DELETE FROM admin_counts WHERE shard = 0 AND n = 0;
END $$;
--> statement-breakpoint
-- Admin buyer search also matches "first last" (buyers/repository.ts): its own trigram index.
CREATE INDEX buyer_profiles_name_trgm ON buyer_profiles USING gin ((first_name || ' ' || last_name) gin_trgm_ops);
