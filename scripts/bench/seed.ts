/**
 * Bulk seed of a benchmark marketplace in set-based SQL (generate_series), the proportions of
 * issue 11 scaled to `requests`: per 100 000 requests 5 000 sellers with 1–5 brands each,
 * 20 000 buyers, about 190 000 offers and 10 000 orders; 5 % of requests come from sellers
 * acting as buyers, 8 % have no manufacturer. Triggers are off during the load and the rebuild;
 * the relevance relation is built in one pass by hp_rebuild_relevance() (migration 0002).
 * Ids are derived from numbers (bench_uuid(kind, i)) so the driver can address rows directly.
 * Issue 30: sellers' delivery regions, cross-references, opt-ins to widened requests and widened
 * requests (decision 053), so the seller-list figures include regions and rings.
 */
export interface Scale {
  requests: number;
  sellers: number;
  buyers: number;
  /** Pending offers kept for the order-placement run (requests of buyers 1..10, each with a competing offer). */
  orderable: number;
  /** Requests without manufacturer kept free for the offer-creation run. */
  offerable: number;
  /**
   * Issue 31: stock lines over all sellers (`--stock-lines=N`, 0 by default). Every 50th line
   * has the number of a market request (so the sellers' lists show 'Auf Lager' rows) or of the
   * 'STK-' numbers the request-creation run posts; the rest are numbers nobody asks for.
   */
  stockLines: number;
}

export function scaleFor(requests: number, smoke: boolean, stockLines = 0): Scale {
  return {
    stockLines,
    requests,
    sellers: Math.max(20, Math.round(requests / 20)),
    buyers: Math.max(10, Math.round(requests / 5)),
    // Enough for 10 s of ~4 000 orders or ~1 200 offers a second: a run that used them up
    // would measure refusals.
    orderable: smoke ? 200 : 40_000,
    offerable: smoke ? 200 : 12_000,
  };
}

export const BENCH_DOMAIN = 'bench.hydroparts.test';

/** Statements in order; `$HASH` is the shared scrypt password hash (one hash for all users). */
export function seedStatements(s: Scale, passwordHash: string): string[] {
  const hash = passwordHash.replace(/'/g, "''");
  const N = s.requests;
  const addr = `'{"street":"Hauptstraße 1","city":"München","zip":"80331","country":"Deutschland"}'::jsonb`;
  // The term GET /api/v1/payment-terms lists first (shortest first), which the order run picks.
  const firstTerm = `(select id from payment_terms where is_active order by days, name limit 1)`;
  return [
    `create or replace function bench_uuid(kind int, i bigint) returns uuid language sql immutable as
       $$ select (lpad(to_hex(kind), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid $$`,
    `set session_replication_role = replica`,
    `create table bench_brands as select (row_number() over (order by name))::int - 1 as bi, id, name from brands`,
    `insert into profiles (id, email, name, email_verified, role)
       select bench_uuid(1, i), 'seller' || i || '@${BENCH_DOMAIN}', 'Verkäufer ' || i, true, 'seller'
       from generate_series(1, ${s.sellers}) i
     union all
       select bench_uuid(2, i), 'buyer' || i || '@${BENCH_DOMAIN}', 'Käufer ' || i, true, 'buyer'
       from generate_series(1, ${s.buyers}) i
     union all
       select bench_uuid(9, 1), 'admin@${BENCH_DOMAIN}', 'Admin', true, 'admin'`,
    `insert into accounts (account_id, provider_id, user_id, password)
       select id::text, 'credential', id, '${hash}' from profiles where email like '%@${BENCH_DOMAIN}'`,
    `insert into seller_profiles (id, first_name, last_name, company_name, contact_person, phone, vat_number,
         approval_status, payment_status, active_status)
       select bench_uuid(1, i), 'Vorname', 'Nachname ' || i, 'Hydraulik Handel ' || i || ' GmbH',
         'Ansprechpartner ' || i, '+49 30 123456', 'DE' || lpad(i::text, 9, '0'), 'approved', 'paid', 'active'
       from generate_series(1, ${s.sellers}) i`,
    `insert into buyer_profiles (id, first_name, last_name, company, phone, vat_number, billing_address)
       select bench_uuid(2, i), 'Vorname', 'Nachname ' || i, 'Maschinenbau ' || i || ' AG', '+49 89 654321',
         'DE' || lpad((500000000 + i)::text, 9, '0'), ${addr}
       from generate_series(1, ${s.buyers}) i`,
    // 1 + i % 5 brands: the step 11 shares no factor with the 39 brands of the reference data
    // (13 did: every seller had at most 3 brands, and the 'five-brand' seller of the issue none).
    `insert into seller_brands (seller_id, brand_id)
       select distinct bench_uuid(1, i), b.id
       from generate_series(1, ${s.sellers}) i, generate_series(0, i % 5) j, bench_brands b
       where b.bi = (i * 7 + j * 11) % (select count(*) from bench_brands)
       on conflict do nothing`,
    // Market requests, then the reserved ones for the order and offer runs.
    `insert into requests (id, buyer_id, manufacturer, part_number, quantity, description, urgency, created_at, updated_at)
       select bench_uuid(3, i),
         case when i % 20 = 0 then bench_uuid(1, 1 + (i / 20) % ${s.sellers}) else bench_uuid(2, 1 + ((i::bigint * 7919) % ${s.buyers})::int) end,
         case when i % 13 = 0 then null when i % 29 = 0 then 'Unbekannt Hydraulik' when i % 3 = 0 then b.name || ' AG' else b.name end,
         'PN-' || i || '-' || substr(md5(i::text), 1, 6), 1 + i % 10,
         'Hydraulikkomponente Typ ' || (i % 997) || ' für Presse',
         (array['niedrig', 'normal', 'hoch', 'dringend'])[1 + i % 4],
         now() - make_interval(secs => (${N} - i) * (31536000.0 / ${N})),
         now() - make_interval(secs => (${N} - i) * (31536000.0 / ${N}))
       from generate_series(1, ${N}) i
       join bench_brands b on b.bi = (i * 31) % (select count(*) from bench_brands)`,
    // Spread over the last weeks, a minute apart, as a busy buyer's requests are: with one shared
    // timestamp a buyer's list sorted thousands of ties (decision 081).
    `insert into requests (id, buyer_id, manufacturer, part_number, quantity, description, urgency, created_at, updated_at)
       select bench_uuid(6, i), bench_uuid(2, 1 + i % 10), 'HYDAC', 'ORD-' || i, 1, 'Filterelement', 'normal',
         now() - make_interval(mins => i), now() - make_interval(mins => i)
       from generate_series(1, ${s.orderable}) i
     union all
       select bench_uuid(7, i), bench_uuid(2, 11 + i % 10), null, 'OFF-' || i, 2, 'Dichtungssatz', 'hoch',
         now() - make_interval(mins => i), now() - make_interval(mins => i)
       from generate_series(1, ${s.offerable}) i`,
    // About 1.9 offers per request from distinct sellers.
    // Every offer names a payment term, as the offer form requires (issue 13): the first active one.
    `insert into offers (id, request_id, seller_id, price, shipping_cost, delivery_days, delivery_unit, valid_until, payment_terms_id, status, created_at, updated_at)
       select bench_uuid(4, i * 4 + j), bench_uuid(3, i), bench_uuid(1, 1 + (i * 37 + j * 101) % ${s.sellers}),
         100 + (i % 900), 9.90, 14, 'weeks', now() + interval '30 days', ${firstTerm},
         case when j = 0 and i % 10 = 5 then 'angenommen' else 'ausstehend' end,
         now() - make_interval(secs => (${N} - i) * (31536000.0 / ${N})) + interval '1 hour',
         now() - make_interval(secs => (${N} - i) * (31536000.0 / ${N})) + interval '1 hour'
       from generate_series(1, ${N}) i, generate_series(0, 2) j
       where j = 0 or (j = 1 and i % 10 <> 0) or (j = 2 and i % 10 = 3)
       on conflict do nothing`,
    // Each orderable request also has a competitor's offer, which the order rejects
    // (hp_decide_offers), as on a market where a request draws several offers.
    `insert into offers (id, request_id, seller_id, price, shipping_cost, delivery_days, delivery_unit, valid_until, payment_terms_id)
       select bench_uuid(8, i), bench_uuid(6, i), bench_uuid(1, 1 + i % ${s.sellers}), 250, 9.90, 7, 'weeks', now() + interval '30 days', ${firstTerm}
       from generate_series(1, ${s.orderable}) i
     union all
       select bench_uuid(10, i), bench_uuid(6, i), bench_uuid(1, 1 + (i + 7) % ${s.sellers}), 300, 9.90, 14, 'weeks', now() + interval '30 days', ${firstTerm}
       from generate_series(1, ${s.orderable}) i`,
    // One order on every tenth request, on its first offer.
    `insert into orders (id, order_number, offer_id, request_id, buyer_type, buyer_id, seller_buyer_id, seller_id,
         total_amount, tax_amount, status, billing_address, created_at, updated_at)
       select bench_uuid(5, i), 'SS' || lpad(i::text, 10, '0') || '-1', o.id, r.id,
         case when i % 20 = 0 then 'seller' else 'buyer' end, r.buyer_id,
         case when i % 20 = 0 then r.buyer_id end, o.seller_id, 130.78, 20.88,
         (array['pending_seller_confirmation', 'bestaetigt', 'versendet', 'geliefert'])[1 + i % 4],
         ${addr}, o.created_at + interval '1 day', o.created_at + interval '1 day'
       from generate_series(5, ${N}, 10) i
       join requests r on r.id = bench_uuid(3, i)
       join offers o on o.id = bench_uuid(4, i * 4)
       where o.seller_id <> r.buyer_id`,
    // Issue 30 (decision 047): every seventh seller delivers only to a region; requests carry a
    // delivery country (half of them German, with a postcode), so lists scan (key, region) pairs.
    `insert into seller_regions (seller_id, region)
       select bench_uuid(1, i), (array['DE', 'DE-8', 'AT', 'DE-80'])[1 + i % 4]
       from generate_series(7, ${s.sellers}, 7) i`,
    `update requests set delivery_country = (array['DE', 'DE', 'AT', 'FR'])[1 + abs(hashtext(id::text)) % 4],
       delivery_postcode = lpad((abs(hashtext(id::text)) % 100000)::text, 5, '0')
     where id = any(array(select bench_uuid(3, i) from generate_series(1, ${N}) i))`,
    // Decision 053: widening in rings. Every 40th request's part number is cross-referenced to
    // another brand's part; every tenth seller opted in to widened requests; every 25th open
    // request reached ring 1 (its related brand), every 50th ring 2 (the opted-in sellers too).
    `insert into part_relations (kind, from_manufacturer, from_part_number, from_key, to_manufacturer, to_part_number, to_key)
       select 'equivalent', b.name, r.part_number, hp_part_key(r.part_number), b2.name, 'ALT-' || i, hp_part_key('ALT-' || i)
       from generate_series(40, ${N}, 40) i
       join requests r on r.id = bench_uuid(3, i)
       join bench_brands b on b.bi = (i * 31) % (select count(*) from bench_brands)
       join bench_brands b2 on b2.bi = (i * 31 + 1) % (select count(*) from bench_brands)`,
    `insert into seller_widening_opt_ins (seller_id)
       select bench_uuid(1, i) from generate_series(10, ${s.sellers}, 10) i`,
    `update requests r set widened_ring = case when w.i % 50 = 0 then 2 else 1 end,
       widened_keys = case when w.i % 50 = 0 then array[b2.id, '00000000-0000-0000-0000-000000000002'::uuid] else array[b2.id] end
     from (select i from generate_series(25, ${N}, 25) i) w
     join bench_brands b2 on b2.bi = (w.i * 31 + 1) % (select count(*) from bench_brands)
     where r.id = bench_uuid(3, w.i)`,
    `insert into request_widenings (request_id, ring, seller_count, created_at)
       select bench_uuid(3, i), g, 3, now() - interval '1 hour'
       from generate_series(25, ${N}, 25) i, generate_series(1, case when i % 50 = 0 then 2 else 1 end) g`,
    `update requests set widen_at = created_at + interval '4 hours'
     where status = 'active' and widened_ring < 2 and urgency = 'dringend'`,
    ...stockStatements(s),
    `drop table bench_brands`,
    // The part-number keys the requests_part_keys trigger would have stored (decision 046):
    // without them the worker's part-keys schedule would rewrite every request during a run.
    `update requests set part_key = hp_part_key(part_number),
       second_part_key = case when second_part_number is null then null else hp_part_key(second_part_number) end`,
    // Still with triggers off: the rebuild's UPDATE of every request sets all four derived
    // columns itself and then rebuilds the audience and its counts, so firing the row triggers
    // a million times (at 1 M: > 38 min) would only fill what the rebuild truncates.
    `select hp_rebuild_relevance()`,
    `select hp_rebuild_admin_counts()`,
    // Decision 077: the own request lists' figures per owner (ordered or not, urgency).
    `select hp_rebuild_request_owner_counts()`,
    `set session_replication_role = default`,
  ];
}

/**
 * Issue 31: `s.stockLines` stock lines, spread over the sellers (line i belongs to seller
 * 1 + i % sellers). Lines i ≡ 0 (mod 100) carry a market request's number, i ≡ 50 (mod 100) one
 * of 'STK-1'…'STK-1000' (what the request-creation run posts; key 'STK1'…), the rest a number of
 * their own. The market's matches are stored set-based like the triggers' relevance.
 */
function stockStatements(s: Scale): string[] {
  if (s.stockLines <= 0) return [];
  return [
    `insert into stock_lines (seller_id, part_number, part_key, manufacturer, manufacturer_key, quantity, price,
         delivery_unit, delivery_days)
       select bench_uuid(1, 1 + i % ${s.sellers}), pn, upper(regexp_replace(pn, '[^A-Za-z0-9]', '', 'g')), '', '',
         1 + i % 20, 10 + i % 500, 'stock', 0
       from generate_series(1, ${s.stockLines}) i,
         lateral (select case
           when i % 100 = 0 then 'PN-' || (1 + (i / 100) % ${s.requests}) || '-' || substr(md5((1 + (i / 100) % ${s.requests})::text), 1, 6)
           when i % 100 = 50 then 'STK-' || (1 + (i / 100) % 1000)
           else 'LAGER-' || i end as pn) p
       on conflict do nothing`,
    `insert into stock_matches (request_id, seller_id, stock_line_id, part_number, manufacturer, quantity, price,
         delivery_unit, delivery_days)
       select distinct on (r.id, sl.seller_id) r.id, sl.seller_id, sl.id, sl.part_number, sl.manufacturer,
         sl.quantity, sl.price, sl.delivery_unit, sl.delivery_days
       -- The seed loads requests with triggers off, so their part_key is not stored yet.
       from stock_lines sl join requests r on hp_part_key(r.part_number) = sl.part_key
       where sl.part_key like 'PN%' and r.buyer_id <> sl.seller_id
       order by r.id, sl.seller_id, sl.price`,
  ];
}
