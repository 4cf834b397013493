-- migrate: no-transaction
-- Decision 068: the audience of a request event, computed once and stored. A new table only,
-- statement by statement and safe to run again (decision 041): each foreign key to an old, busy
-- table (requests, profiles) is its own statement, so no statement holds two old tables.
CREATE TABLE IF NOT EXISTS "request_audience_sellers" (
	"request_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"event_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_audience_sellers_request_id_seller_id_pk" PRIMARY KEY("request_id","seller_id")
);
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'request_audience_sellers_request_id_requests_id_fk') THEN
    ALTER TABLE "request_audience_sellers" ADD CONSTRAINT "request_audience_sellers_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'request_audience_sellers_seller_id_profiles_id_fk') THEN
    ALTER TABLE "request_audience_sellers" ADD CONSTRAINT "request_audience_sellers_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "request_audience_sellers_computed_idx" ON "request_audience_sellers" USING btree ("computed_at");
