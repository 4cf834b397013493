-- migrate: no-transaction
-- Issue 30, regions and 'Kann ich nicht liefern' (decision 047), written by decision 041's rule:
-- statement by statement, safe to run again, no statement that holds a lock writers of requests,
-- offers or orders wait for longer than a moment (the migration-locks test holds it to a second at
-- 1 M requests).
-- 1. A request carries its delivery country (ISO code) and postcode; the BEFORE trigger derives
--    requests.region_keys from them (hp_region_keys, the SQL twin of regionKeysOf() in
--    src/shared/regions/regions.ts): the country and, for a German five-digit postcode, its one-
--    and two-digit postcode areas ('DE', 'DE-8', 'DE-80').
-- 2. request_audience gains a region column: every open request is filed under each audience key
--    once with region '*' (sellers without regions) and once per region key. A seller's page is
--    still one index range scan per (key, region) pair (decision 009): a seller without regions
--    scans '*' exactly as before. request_audience_counts gains the region signature.
-- 3. seller_regions: a seller's chosen regions (no row: everywhere).
-- 4. request_declines: one row per seller who declined a request.
-- Nothing is rebuilt: the existing audience rows are the '*' rows (the column's default) and the
-- existing counters the '{}' region signature, exactly what a request without a delivery country
-- files. Requests written before this migration carry no delivery country, so they reach sellers
-- who chose no regions (every seller, until one chooses); they leave the market within their
-- duration. New requests carry the requester's address.
CREATE TABLE IF NOT EXISTS "request_declines" (
	"seller_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_declines_seller_id_request_id_pk" PRIMARY KEY("seller_id","request_id"),
	CONSTRAINT "request_declines_reason_check" CHECK ("request_declines"."reason" in ('nicht_verfuegbar', 'lieferzeit', 'menge', 'sonstiges'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "seller_regions" (
	"seller_id" uuid NOT NULL,
	"region" text NOT NULL,
	CONSTRAINT "seller_regions_seller_id_region_pk" PRIMARY KEY("seller_id","region"),
	CONSTRAINT "seller_regions_region_check" CHECK ("seller_regions"."region" ~ '^[A-Z]{2}(-[0-9]{1,2})?$')
);
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'request_declines_seller_id_profiles_id_fk') THEN
    ALTER TABLE "request_declines" ADD CONSTRAINT "request_declines_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'request_declines_request_id_requests_id_fk') THEN
    ALTER TABLE "request_declines" ADD CONSTRAINT "request_declines_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'seller_regions_seller_id_seller_profiles_id_fk') THEN
    ALTER TABLE "seller_regions" ADD CONSTRAINT "seller_regions_seller_id_seller_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller_profiles"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "request_declines_request_idx" ON "request_declines" USING btree ("request_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "request_declines_created_idx" ON "request_declines" USING btree ("created_at");
--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN IF NOT EXISTS "delivery_country" text, ADD COLUMN IF NOT EXISTS "delivery_postcode" text,
  ADD COLUMN IF NOT EXISTS "region_keys" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "request_audience" ADD COLUMN IF NOT EXISTS "region" text DEFAULT '*' NOT NULL;
--> statement-breakpoint
ALTER TABLE "request_audience_counts" ADD COLUMN IF NOT EXISTS "region_signature" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
-- The counters are a few hundred rows: their key changes in one statement.
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'request_audience_counts_signature_region_signature_shard_pk') THEN
    ALTER TABLE "request_audience_counts" DROP CONSTRAINT IF EXISTS "request_audience_counts_signature_shard_pk",
      ADD CONSTRAINT "request_audience_counts_signature_region_signature_shard_pk" PRIMARY KEY ("signature", "region_signature", "shard");
  END IF;
END $$;
--> statement-breakpoint
-- The audience's new key and indexes are built beside the old ones without blocking writes, then
-- the key is swapped (a catalogue change) and the old indexes dropped.
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "request_audience_request_id_key_region_pk" ON "request_audience" USING btree ("request_id", "key", "region");
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "request_audience_region_newest_idx" ON "request_audience" USING btree ("key","region","created_at","request_id");
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "request_audience_region_urgency_idx" ON "request_audience" USING btree ("key","region","urgency_weight","created_at","request_id");
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "request_audience_region_quantity_idx" ON "request_audience" USING btree ("key","region","quantity","created_at","request_id");
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "request_audience_region_expires_idx" ON "request_audience" USING btree ("expires_at") WHERE "request_audience"."key" = '00000000-0000-0000-0000-000000000000' and "request_audience"."region" = '*' and "request_audience"."expires_at" is not null;
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'request_audience_request_id_key_region_pk') THEN
    ALTER TABLE "request_audience" DROP CONSTRAINT IF EXISTS "request_audience_request_id_key_pk",
      ADD CONSTRAINT "request_audience_request_id_key_region_pk" PRIMARY KEY USING INDEX "request_audience_request_id_key_region_pk";
  END IF;
END $$;
--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "request_audience_newest_idx";
--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "request_audience_urgency_idx";
--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "request_audience_quantity_idx";
--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "request_audience_expires_idx";
--> statement-breakpoint
-- The rules, after the key that lets one request be filed under several regions.
CREATE OR REPLACE FUNCTION hp_region_keys(country text, postcode text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN country IS NULL OR country !~ '^[A-Z]{2}$' THEN '{}'::text[]
    WHEN country = 'DE' AND btrim(coalesce(postcode, '')) ~ '^[0-9]{5}$' THEN
      array[country, country || '-' || left(btrim(postcode), 1), country || '-' || left(btrim(postcode), 2)]
    ELSE array[country]
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hp_requests_derive() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.manufacturer IS DISTINCT FROM OLD.manufacturer THEN
    NEW.brand_keys := hp_brand_keys(NEW.manufacturer);
  END IF;
  IF TG_OP = 'INSERT' OR NEW.delivery_country IS DISTINCT FROM OLD.delivery_country
    OR NEW.delivery_postcode IS DISTINCT FROM OLD.delivery_postcode THEN
    NEW.region_keys := hp_region_keys(NEW.delivery_country, NEW.delivery_postcode);
  END IF;
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status OR NEW.buyer_id IS DISTINCT FROM OLD.buyer_id THEN
    NEW.listed := NEW.status = 'active' and hp_requester_active(NEW.buyer_id);
  END IF;
  NEW.open_to_sellers := NEW.listed and not exists (select 1 from orders o where o.request_id = NEW.id);
  RETURN NEW;
END $$;
--> statement-breakpoint
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
    DELETE FROM request_audience WHERE request_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.open_to_sellers THEN
    INSERT INTO request_audience_counts AS c (signature, region_signature, shard, n)
      VALUES (NEW.brand_keys, NEW.region_keys, pg_backend_pid(), 1)
      ON CONFLICT (signature, region_signature, shard) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO request_audience (key, region, request_id, buyer_id, created_at, urgency_weight, quantity, expires_at)
      SELECT k, g, NEW.id, NEW.buyer_id, NEW.created_at, hp_seller_urgency_weight(NEW.urgency), NEW.quantity, NEW.expires_at
      FROM unnest(array['00000000-0000-0000-0000-000000000000'::uuid] || NEW.brand_keys) k,
        unnest(array['*'] || NEW.region_keys) g;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
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
END $$;
--> statement-breakpoint
-- Recomputes every stored fact in bulk (bulk loads with triggers off; repair).
CREATE OR REPLACE FUNCTION hp_rebuild_relevance() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE requests r SET
    brand_keys = hp_brand_keys(r.manufacturer),
    region_keys = hp_region_keys(r.delivery_country, r.delivery_postcode),
    listed = r.status = 'active' and hp_requester_active(r.buyer_id),
    open_to_sellers = r.status = 'active' and hp_requester_active(r.buyer_id)
      and not exists (select 1 from orders o where o.request_id = r.id);
  TRUNCATE request_audience, request_audience_counts;
  INSERT INTO request_audience (key, region, request_id, buyer_id, created_at, urgency_weight, quantity, expires_at)
    SELECT k, g, r.id, r.buyer_id, r.created_at, hp_seller_urgency_weight(r.urgency), r.quantity, r.expires_at
    FROM requests r, unnest(array['00000000-0000-0000-0000-000000000000'::uuid] || r.brand_keys) k,
      unnest(array['*'] || r.region_keys) g
    WHERE r.open_to_sellers;
  INSERT INTO request_audience_counts (signature, region_signature, n)
    SELECT brand_keys, region_keys, count(*) FROM requests WHERE open_to_sellers GROUP BY brand_keys, region_keys;
END $$;
--> statement-breakpoint
-- Existing requests: the requester's shipping (else billing) address, country name → ISO code by
-- the countries reference table (a seller buying has no address object: billing/shipping columns).
