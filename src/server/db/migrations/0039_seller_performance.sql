-- migrate: no-transaction
-- Issue 35 (decision 058): seller performance, stored by the performance consumer. New tables
-- only, statement by statement and safe to run again (decision 041): each foreign key to an old
-- table (offers, requests, profiles) is its own statement, so no statement holds two old tables.
CREATE TABLE IF NOT EXISTS "offer_performance" (
	"offer_id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"week" date NOT NULL,
	"response_seconds" integer NOT NULL,
	"withdrawn" smallint DEFAULT 0 NOT NULL,
	"outcome" text,
	"rank" smallint,
	"bidders" smallint,
	"gap_bp" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "seller_performance" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"offers" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"decided" integer DEFAULT 0 NOT NULL,
	"gap_sum_bp" bigint DEFAULT 0 NOT NULL,
	"gap_count" integer DEFAULT 0 NOT NULL,
	"median_response_seconds" integer,
	"orders" integer DEFAULT 0 NOT NULL,
	"confirmed_measured" integer DEFAULT 0 NOT NULL,
	"confirmed_on_time" integer DEFAULT 0 NOT NULL,
	"shipped_measured" integer DEFAULT 0 NOT NULL,
	"shipped_on_time" integer DEFAULT 0 NOT NULL,
	"cancelled_by_seller" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "seller_performance_weeks" (
	"seller_id" uuid NOT NULL,
	"week" date NOT NULL,
	"offers" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"decided" integer DEFAULT 0 NOT NULL,
	"gap_sum_bp" bigint DEFAULT 0 NOT NULL,
	"gap_count" integer DEFAULT 0 NOT NULL,
	"median_response_seconds" integer,
	"orders" integer DEFAULT 0 NOT NULL,
	"confirmed_measured" integer DEFAULT 0 NOT NULL,
	"confirmed_on_time" integer DEFAULT 0 NOT NULL,
	"shipped_measured" integer DEFAULT 0 NOT NULL,
	"shipped_on_time" integer DEFAULT 0 NOT NULL,
	"cancelled_by_seller" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seller_performance_weeks_seller_id_week_pk" PRIMARY KEY("seller_id","week")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "seller_request_reach" (
	"request_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seller_request_reach_request_id_seller_id_pk" PRIMARY KEY("request_id","seller_id")
);
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'offer_performance_offer_id_offers_id_fk') THEN
    ALTER TABLE "offer_performance" ADD CONSTRAINT "offer_performance_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'seller_performance_seller_id_profiles_id_fk') THEN
    ALTER TABLE "seller_performance" ADD CONSTRAINT "seller_performance_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'seller_performance_weeks_seller_id_profiles_id_fk') THEN
    ALTER TABLE "seller_performance_weeks" ADD CONSTRAINT "seller_performance_weeks_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'seller_request_reach_request_id_requests_id_fk') THEN
    ALTER TABLE "seller_request_reach" ADD CONSTRAINT "seller_request_reach_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'seller_request_reach_seller_id_profiles_id_fk') THEN
    ALTER TABLE "seller_request_reach" ADD CONSTRAINT "seller_request_reach_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offer_performance_seller_week_idx" ON "offer_performance" USING btree ("seller_id","week");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offer_performance_seller_response_idx" ON "offer_performance" USING btree ("seller_id","response_seconds") WHERE "offer_performance"."withdrawn" = 0;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offer_performance_request_idx" ON "offer_performance" USING btree ("request_id");