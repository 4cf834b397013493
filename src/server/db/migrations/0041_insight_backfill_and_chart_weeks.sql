-- migrate: no-transaction
-- Decision 069: why a stock match got no automatic offer (auto_offer_skips), the progress of
-- fills from history (seller performance of old offers, the admin chart weeks) and the admin
-- 'Kennzahlen' weeks kept by the charts consumer. New tables only, statement by statement and
-- safe to run again (decision 041): each foreign key to a busy table (requests, profiles) is its
-- own statement. The fills run as batched jobs beside traffic (through the consumers' own
-- statements), not in this migration.
CREATE TABLE IF NOT EXISTS "auto_offer_skips" (
	"request_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_offer_skips_request_id_seller_id_pk" PRIMARY KEY("request_id","seller_id")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "admin_chart_weeks" (
	"week" date PRIMARY KEY NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"offers" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"with_two_offers" integer DEFAULT 0 NOT NULL,
	"without_offer" integer DEFAULT 0 NOT NULL,
	"median_first_offer_minutes" integer,
	"widened" integer DEFAULT 0 NOT NULL,
	"declines" integer DEFAULT 0 NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "backfill_progress" (
	"name" text PRIMARY KEY NOT NULL,
	"cursor" text,
	"done_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'auto_offer_skips_request_id_requests_id_fk') THEN
    ALTER TABLE "auto_offer_skips" ADD CONSTRAINT "auto_offer_skips_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'auto_offer_skips_seller_id_profiles_id_fk') THEN
    ALTER TABLE "auto_offer_skips" ADD CONSTRAINT "auto_offer_skips_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;