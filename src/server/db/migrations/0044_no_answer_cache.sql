-- migrate: no-transaction
-- Decision 075: no answers are kept, so no instance needs to hear of committed changes beyond
-- sessions and users. Until now every writing transaction on 23 tables (every order, offer and
-- request among them) also upserted its backend's row of change_counts (migration 0015). Now
-- only `sessions` and `profiles` announce their changes on hp_changes (the live streams end the
-- streams of ended sessions); every other table's trigger goes. Statement by statement and safe
-- to run again (decision 041): the function first, so the counting stops at once; then each
-- table's trigger, one short lock at a time; then the counter. hp_compact_change_counts() stays
-- as a function that does nothing, for instances of the previous version during a rolling
-- deploy (their hourly schedule calls it); a later migration may drop it.
CREATE OR REPLACE FUNCTION hp_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hp_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS hp_announce_change ON "two_factors";
--> statement-breakpoint
DROP TRIGGER IF EXISTS hp_announce_change ON "api_keys";
--> statement-breakpoint
DROP TRIGGER IF EXISTS hp_announce_change ON "countries";
--> statement-breakpoint
DROP TRIGGER IF EXISTS hp_announce_change ON "brands";
--> statement-breakpoint
DROP TRIGGER IF EXISTS hp_announce_change ON "payment_terms";
--> statement-breakpoint
DROP TRIGGER IF EXISTS hp_announce_change ON "requests";
--> statement-breakpoint
DROP TRIGGER IF EXISTS hp_announce_change ON "request_photos";
--> statement-breakpoint
DROP TRIGGER IF EXISTS hp_announce_change ON "offers";
--> statement-breakpoint
DROP TRIGGER IF EXISTS hp_announce_change ON "orders";
--> statement-breakpoint
DROP TRIGGER IF EXISTS hp_announce_change ON "ratings";
--> statement-breakpoint
DROP TRIGGER IF EXISTS hp_announce_change ON "seller_rating_stats";
--> statement-breakpoint
DROP TRIGGER IF EXISTS hp_announce_change ON "buyer_profiles";
--> statement-breakpoint
DROP TRIGGER IF EXISTS hp_announce_change ON "seller_profiles";
--> statement-breakpoint
DROP TRIGGER IF EXISTS hp_announce_change ON "seller_brands";
--> statement-breakpoint
DROP TRIGGER IF EXISTS hp_announce_change ON "seller_payment_terms";
--> statement-breakpoint
DROP TRIGGER IF EXISTS hp_announce_change ON "translations";
--> statement-breakpoint
DROP TRIGGER IF EXISTS hp_announce_change ON "contact_messages";
--> statement-breakpoint
DROP TRIGGER IF EXISTS hp_announce_change ON "webhook_endpoints";
--> statement-breakpoint
DROP TRIGGER IF EXISTS hp_announce_change ON "message_templates";
--> statement-breakpoint
DROP TRIGGER IF EXISTS hp_announce_change ON "html_templates";
--> statement-breakpoint
DROP TRIGGER IF EXISTS hp_announce_change ON "pdf_templates";
--> statement-breakpoint
DROP TRIGGER IF EXISTS hp_announce_change ON "html_order_documents";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hp_compact_change_counts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  RETURN;
END $$;
--> statement-breakpoint
DROP TABLE IF EXISTS "change_counts" CASCADE;
