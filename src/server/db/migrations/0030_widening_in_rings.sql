-- migrate: no-transaction
-- Issue 30, widening in rings (decision 053), by decision 041's rule: statement by statement, safe
-- to run again, catalogue changes and CONCURRENTLY built indexes only.
-- 1. request_widenings: one row per ring a request reached (its key makes a widening happen once).
-- 2. seller_widening_opt_ins: sellers who take requests beyond their brands when few offers arrive.
-- 3. requests.widened_ring / widened_keys / widen_at (constant defaults: no rewrite). The BEFORE
--    trigger adds widened_keys to brand_keys, so the stored audience (decision 009) and its counts
--    file a widened request under the keys of the rings it reached; nothing else changes.
-- Requests written before this migration carry no widen_at: they never widen by themselves (the
-- buyer may still widen by hand); they leave the market within their duration.
CREATE TABLE IF NOT EXISTS "request_widenings" (
	"request_id" uuid NOT NULL,
	"ring" smallint NOT NULL,
	"seller_count" integer NOT NULL,
	"by_buyer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_widenings_request_id_ring_pk" PRIMARY KEY("request_id","ring")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "seller_widening_opt_ins" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'request_widenings_request_id_requests_id_fk') THEN
    ALTER TABLE "request_widenings" ADD CONSTRAINT "request_widenings_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'seller_widening_opt_ins_seller_id_seller_profiles_id_fk') THEN
    ALTER TABLE "seller_widening_opt_ins" ADD CONSTRAINT "seller_widening_opt_ins_seller_id_seller_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller_profiles"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "request_widenings_created_idx" ON "request_widenings" USING btree ("created_at");
--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN IF NOT EXISTS "widened_ring" smallint DEFAULT 0 NOT NULL,
  ADD COLUMN IF NOT EXISTS "widened_keys" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
  ADD COLUMN IF NOT EXISTS "widen_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "requests_widen_due_idx" ON "requests" USING btree ("widen_at") WHERE "requests"."status" = 'active' and "requests"."widen_at" is not null;
--> statement-breakpoint
-- A request's audience keys: its manufacturer's (hp_brand_keys) and those its rings added, once each.
CREATE OR REPLACE FUNCTION hp_audience_keys(manufacturer text, widened uuid[]) RETURNS uuid[]
LANGUAGE plpgsql STABLE AS $$
DECLARE base uuid[] := hp_brand_keys(manufacturer);
BEGIN
  IF cardinality(widened) = 0 THEN RETURN base; END IF;
  RETURN base || array(SELECT DISTINCT w FROM unnest(widened) w WHERE NOT (w = ANY (base)));
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hp_requests_derive() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.manufacturer IS DISTINCT FROM OLD.manufacturer
    OR NEW.widened_keys IS DISTINCT FROM OLD.widened_keys THEN
    NEW.brand_keys := hp_audience_keys(NEW.manufacturer, NEW.widened_keys);
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
CREATE OR REPLACE FUNCTION hp_brands_touch_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE requests SET brand_keys = hp_audience_keys(manufacturer, widened_keys) WHERE brand_keys @> array[OLD.id];
  ELSE
    UPDATE requests SET brand_keys = hp_audience_keys(manufacturer, widened_keys)
     WHERE hp_brand_name_matches(manufacturer, NEW.name) OR brand_keys @> array[NEW.id];
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hp_rebuild_relevance() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE requests r SET
    brand_keys = hp_audience_keys(r.manufacturer, r.widened_keys),
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
