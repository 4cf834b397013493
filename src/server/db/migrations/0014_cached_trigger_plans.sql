-- Decision 033, what an order costs the database (continued from 0013).
-- 1. The helpers the row triggers call were SQL functions. PostgreSQL plans a SQL function's body
--    anew on every call from PL/pgSQL (it keeps no plan beyond one query), so every order parsed
--    and planned four to six small statements in its triggers. As PL/pgSQL functions their plans
--    are kept per connection. Same statements, same results.
-- 2. requests_derive derives brand_keys only when the manufacturer is new or changed. An order,
--    a status change or a requester's (de)activation touches the request without changing its
--    manufacturer, and matching it against every brand was the larger part of that touch. A
--    brand's change still re-derives its requests: its trigger now sets brand_keys itself.
CREATE OR REPLACE FUNCTION hp_admin_count_add(t text, s text, u text, d integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_counts AS c (tbl, status, sub, shard, n)
    VALUES (t, s, u, pg_backend_pid(), d)
    ON CONFLICT (tbl, status, sub, shard) DO UPDATE SET n = c.n + excluded.n;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hp_audience_count_add(s uuid[], d integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO request_audience_counts AS c (signature, shard, n)
    VALUES (s, pg_backend_pid(), d)
    ON CONFLICT (signature, shard) DO UPDATE SET n = c.n + excluded.n;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hp_requester_active(requester uuid) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce(
    (select bp.is_active from buyer_profiles bp where bp.id = requester),
    (select sp.active_status <> 'inactive' from seller_profiles sp where sp.id = requester),
    false);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hp_brand_keys(manufacturer text) RETURNS uuid[]
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN case when coalesce(trim(manufacturer), '') = ''
    then array['00000000-0000-0000-0000-000000000001'::uuid]
    else coalesce((select array_agg(b.id order by b.id) from brands b
                   where hp_brand_name_matches(manufacturer, b.name)), '{}'::uuid[]) end;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hp_requests_derive() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.manufacturer IS DISTINCT FROM OLD.manufacturer THEN
    NEW.brand_keys := hp_brand_keys(NEW.manufacturer);
  END IF;
  NEW.listed := NEW.status = 'active' and hp_requester_active(NEW.buyer_id);
  NEW.open_to_sellers := NEW.listed and not exists (select 1 from orders o where o.request_id = NEW.id);
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A brand added, renamed or deleted: the requests whose manufacturer it matches(ed) get their
-- brand_keys derived again (requests_derive keeps a brand_keys it is given).
CREATE OR REPLACE FUNCTION hp_brands_touch_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE requests SET brand_keys = hp_brand_keys(manufacturer) WHERE brand_keys @> array[OLD.id];
  ELSE
    UPDATE requests SET brand_keys = hp_brand_keys(manufacturer)
     WHERE hp_brand_name_matches(manufacturer, NEW.name) OR brand_keys @> array[NEW.id];
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- 3. An order decides its request's offers (issue 14): the ordered one accepted, every other
--    pending one rejected. A function, not part of the order's statement, because a VOLATILE
--    function reads with a snapshot of its own: the order's statement may have waited for the
--    request's lock while an offer was being made on it, and that offer, committed meanwhile, is
--    visible here but not to the statement (orders/repository/placement.ts placeOrderIfUnchanged).
CREATE FUNCTION hp_decide_offers(request uuid, ordered uuid) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE decided integer;
BEGIN
  UPDATE offers SET status = CASE WHEN id = ordered THEN 'angenommen' ELSE 'abgelehnt' END, updated_at = now()
   WHERE request_id = request AND (id = ordered OR status = 'ausstehend');
  GET DIAGNOSTICS decided = ROW_COUNT;
  RETURN decided;
END $$;
