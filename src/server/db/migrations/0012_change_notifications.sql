-- Issue 11: every committed change of the data the cached lists and sessions are made of is
-- announced on the channel hp_changes (payload: the table's name), once per statement; NOTIFY is
-- transactional, so a listener hears of a change only once it is committed, and PostgreSQL folds
-- identical payloads of one transaction into one. Each instance drops what it cached from those
-- tables (src/server/cache). Tables of pure bookkeeping (jobs, mails, rate limits, audit, key
-- uses, webhook deliveries, the counter shards) are not announced: no cached answer reads them.
CREATE OR REPLACE FUNCTION hp_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hp_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'profiles', 'two_factors', 'api_keys', 'countries', 'brands', 'payment_terms',
    'requests', 'request_audience', 'request_photos', 'offers', 'orders', 'ratings',
    'seller_rating_stats', 'buyer_profiles', 'seller_profiles', 'seller_brands',
    'seller_payment_terms', 'translations', 'contact_messages', 'webhook_endpoints',
    'message_templates', 'html_templates', 'pdf_templates', 'html_order_documents'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER hp_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION hp_announce_change()', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- A new session changes no cached one; a refreshed or deleted session (logout, blocked seller,
-- password change) does.
CREATE TRIGGER hp_announce_change AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION hp_announce_change();
