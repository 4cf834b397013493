-- migrate: no-transaction
-- Issue 31 (decision 062): automatic offers from stock — the seller's limits and the ledger of
-- offers submitted automatically. New tables only, statement by statement and safe to run again
-- (decision 041): each foreign key to a busy table (profiles, requests, offers) is its own
-- statement, so no statement holds two old tables.
CREATE TABLE IF NOT EXISTS "auto_offer_settings" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"max_quantity" integer NOT NULL,
	"max_order_value" numeric(12, 2) NOT NULL,
	"validity_days" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_offer_settings_quantity_check" CHECK ("auto_offer_settings"."max_quantity" >= 1),
	CONSTRAINT "auto_offer_settings_value_check" CHECK ("auto_offer_settings"."max_order_value" > 0),
	CONSTRAINT "auto_offer_settings_validity_check" CHECK ("auto_offer_settings"."validity_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "auto_offers" (
	"request_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_offers_request_id_seller_id_pk" PRIMARY KEY("request_id","seller_id")
);
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'auto_offer_settings_seller_id_profiles_id_fk') THEN
    ALTER TABLE "auto_offer_settings" ADD CONSTRAINT "auto_offer_settings_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'auto_offers_request_id_requests_id_fk') THEN
    ALTER TABLE "auto_offers" ADD CONSTRAINT "auto_offers_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'auto_offers_seller_id_profiles_id_fk') THEN
    ALTER TABLE "auto_offers" ADD CONSTRAINT "auto_offers_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'auto_offers_offer_id_offers_id_fk') THEN
    ALTER TABLE "auto_offers" ADD CONSTRAINT "auto_offers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "auto_offers_offer_unique" ON "auto_offers" USING btree ("offer_id");