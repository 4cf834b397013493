CREATE TABLE "request_audience" (
	"key" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"urgency_weight" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "request_audience_request_id_key_pk" PRIMARY KEY("request_id","key")
);
--> statement-breakpoint
CREATE TABLE "request_audience_counts" (
	"signature" uuid[] PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "brand_keys" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "open_to_sellers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "request_audience" ADD CONSTRAINT "request_audience_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_audience_newest_idx" ON "request_audience" USING btree ("key","created_at","request_id");--> statement-breakpoint
CREATE INDEX "request_audience_urgency_idx" ON "request_audience" USING btree ("key","urgency_weight","created_at","request_id");--> statement-breakpoint
CREATE INDEX "request_audience_quantity_idx" ON "request_audience" USING btree ("key","quantity","created_at","request_id");--> statement-breakpoint
CREATE INDEX "requests_open_expires_idx" ON "requests" USING btree ("expires_at") WHERE "requests"."open_to_sellers" and "requests"."expires_at" is not null;--> statement-breakpoint
-- Relevance as stored data (docs/decisions/009). Everything below is kept true by triggers, so
-- any module that writes requests, orders, brands or profiles directly keeps the relation right.
-- Audience keys: ALL (every open request, for sellers without brands) and BLANK (no manufacturer).
-- SQL twin of brandMatches() (src/shared/requests/rules.ts): either name contains the other,
-- case-insensitively, blank brand names never match. relevance.test.ts holds the two together.
CREATE FUNCTION hp_brand_name_matches(manufacturer text, brand text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  select lower(trim(brand)) <> '' and coalesce(trim(manufacturer), '') <> ''
    and (strpos(lower(trim(manufacturer)), lower(trim(brand))) > 0
      or strpos(lower(trim(brand)), lower(trim(manufacturer))) > 0)
$$;
--> statement-breakpoint
CREATE FUNCTION hp_brand_keys(manufacturer text) RETURNS uuid[]
LANGUAGE sql STABLE AS $$
  select case when coalesce(trim(manufacturer), '') = ''
    then array['00000000-0000-0000-0000-000000000001'::uuid]
    else coalesce((select array_agg(b.id order by b.id) from brands b
                   where hp_brand_name_matches(manufacturer, b.name)), '{}'::uuid[]) end
$$;
--> statement-breakpoint
-- Spec 1 §9 seller weights; relevance.test.ts checks them against SELLER_URGENCY_WEIGHT.
CREATE FUNCTION hp_seller_urgency_weight(urgency text) RETURNS smallint
LANGUAGE sql IMMUTABLE AS $$
  select (case urgency when 'dringend' then 4 when 'hoch' then 3 when 'normal' then 2 when 'niedrig' then 1 else 0 end)::smallint
$$;
--> statement-breakpoint
-- A requester is a buyer (is_active) or a seller acting as buyer (active unless deactivated).
CREATE FUNCTION hp_requester_active(requester uuid) RETURNS boolean
LANGUAGE sql STABLE AS $$
  select coalesce(
    (select bp.is_active from buyer_profiles bp where bp.id = requester),
    (select sp.active_status <> 'inactive' from seller_profiles sp where sp.id = requester),
    false)
$$;
--> statement-breakpoint
CREATE FUNCTION hp_requests_derive() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.brand_keys := hp_brand_keys(NEW.manufacturer);
  NEW.listed := NEW.status = 'active' and hp_requester_active(NEW.buyer_id);
  NEW.open_to_sellers := NEW.listed and not exists (select 1 from orders o where o.request_id = NEW.id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER requests_derive BEFORE INSERT OR UPDATE ON requests
  FOR EACH ROW EXECUTE FUNCTION hp_requests_derive();
--> statement-breakpoint
CREATE FUNCTION hp_requests_audience() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF TG_OP = 'UPDATE'
      AND NEW.open_to_sellers = OLD.open_to_sellers AND NEW.brand_keys = OLD.brand_keys
      AND NEW.buyer_id = OLD.buyer_id AND NEW.created_at = OLD.created_at AND NEW.urgency = OLD.urgency
      AND NEW.quantity = OLD.quantity AND NEW.expires_at IS NOT DISTINCT FROM OLD.expires_at THEN
      RETURN NULL;
    END IF;
    IF OLD.open_to_sellers THEN
      UPDATE request_audience_counts SET n = n - 1 WHERE signature = OLD.brand_keys;
      DELETE FROM request_audience WHERE request_id = OLD.id;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.open_to_sellers THEN
    INSERT INTO request_audience_counts AS c (signature, n) VALUES (NEW.brand_keys, 1)
      ON CONFLICT (signature) DO UPDATE SET n = c.n + 1;
    INSERT INTO request_audience (key, request_id, buyer_id, created_at, urgency_weight, quantity, expires_at)
      SELECT k, NEW.id, NEW.buyer_id, NEW.created_at, hp_seller_urgency_weight(NEW.urgency), NEW.quantity, NEW.expires_at
      FROM unnest(array['00000000-0000-0000-0000-000000000000'::uuid] || NEW.brand_keys) k;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER requests_audience AFTER INSERT OR UPDATE OR DELETE ON requests
  FOR EACH ROW EXECUTE FUNCTION hp_requests_audience();
--> statement-breakpoint
-- Touching a request re-runs requests_derive, which reads the current orders, brands, profiles.
CREATE FUNCTION hp_orders_touch_request() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN UPDATE requests SET listed = listed WHERE id = OLD.request_id; END IF;
  IF TG_OP <> 'DELETE' THEN UPDATE requests SET listed = listed WHERE id = NEW.request_id; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_touch_request AFTER INSERT OR DELETE OR UPDATE OF request_id ON orders
  FOR EACH ROW EXECUTE FUNCTION hp_orders_touch_request();
--> statement-breakpoint
CREATE FUNCTION hp_requester_touch_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE requests SET listed = listed WHERE buyer_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER buyer_profiles_touch_requests AFTER INSERT OR UPDATE OF is_active ON buyer_profiles
  FOR EACH ROW EXECUTE FUNCTION hp_requester_touch_requests();
--> statement-breakpoint
CREATE TRIGGER seller_profiles_touch_requests AFTER UPDATE OF active_status ON seller_profiles
  FOR EACH ROW EXECUTE FUNCTION hp_requester_touch_requests();
--> statement-breakpoint
-- A brand added, renamed or deleted: re-derive the requests whose manufacturer it matches(ed).
CREATE FUNCTION hp_brands_touch_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE requests SET listed = listed WHERE brand_keys @> array[OLD.id];
  ELSE
    UPDATE requests SET listed = listed
     WHERE hp_brand_name_matches(manufacturer, NEW.name) OR brand_keys @> array[NEW.id];
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER brands_touch_requests AFTER INSERT OR DELETE OR UPDATE OF name ON brands
  FOR EACH ROW EXECUTE FUNCTION hp_brands_touch_requests();
--> statement-breakpoint
-- Recomputes every stored fact in bulk (bulk loads with triggers off; repair).
CREATE FUNCTION hp_rebuild_relevance() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE requests r SET
    brand_keys = hp_brand_keys(r.manufacturer),
    listed = r.status = 'active' and hp_requester_active(r.buyer_id),
    open_to_sellers = r.status = 'active' and hp_requester_active(r.buyer_id)
      and not exists (select 1 from orders o where o.request_id = r.id);
  TRUNCATE request_audience, request_audience_counts;
  INSERT INTO request_audience (key, request_id, buyer_id, created_at, urgency_weight, quantity, expires_at)
    SELECT k, r.id, r.buyer_id, r.created_at, hp_seller_urgency_weight(r.urgency), r.quantity, r.expires_at
    FROM requests r, unnest(array['00000000-0000-0000-0000-000000000000'::uuid] || r.brand_keys) k
    WHERE r.open_to_sellers;
  INSERT INTO request_audience_counts (signature, n)
    SELECT brand_keys, count(*) FROM requests WHERE open_to_sellers GROUP BY brand_keys;
END $$;
--> statement-breakpoint
-- Existing rows: the BEFORE trigger derives them, the AFTER trigger files them.
UPDATE requests SET listed = listed;
--> statement-breakpoint
-- Admin substring search (ILIKE '%…%'): trigram indexes, in PGlite too (contrib pg_trgm).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX requests_part_number_trgm ON requests USING gin (part_number gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX requests_manufacturer_trgm ON requests USING gin (manufacturer gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX requests_description_trgm ON requests USING gin (description gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX buyer_profiles_company_trgm ON buyer_profiles USING gin (company gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX seller_profiles_company_trgm ON seller_profiles USING gin (company_name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX seller_profiles_contact_trgm ON seller_profiles USING gin (contact_person gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX profiles_email_trgm ON profiles USING gin (email gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX orders_order_number_trgm ON orders USING gin (order_number gin_trgm_ops);
