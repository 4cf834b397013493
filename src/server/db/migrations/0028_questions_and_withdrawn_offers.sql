-- migrate: no-transaction
-- Issue 30, decision 054: questions answered to all bidders, and offers a seller withdraws and
-- submits again. Decision 041's rule: statement by statement, safe to run again, no statement
-- that holds a lock writers of requests or offers wait for longer than a moment.
-- 1. request_askers (the stored pseudonym per seller and request) and request_questions: new,
--    empty tables.
-- 2. offers.status may be 'zurueckgezogen': the check is replaced NOT VALID (a catalogue change)
--    and validated after (SHARE UPDATE EXCLUSIVE: writers go on while it reads offers).
-- 3. One offer per seller and request now counts only offers not withdrawn: the partial unique
--    index and a plain (request_id, seller_id) index for every other read of a request's offers
--    are built CONCURRENTLY beside the old unique index, which is dropped CONCURRENTLY only then.
CREATE TABLE IF NOT EXISTS "request_askers" (
	"request_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"pseudonym" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_askers_request_id_seller_id_pk" PRIMARY KEY("request_id","seller_id"),
	CONSTRAINT "request_askers_pseudonym_check" CHECK ("request_askers"."pseudonym" >= 1)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "request_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"pseudonym" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_questions_answer_check" CHECK (("request_questions"."answer" is null) = ("request_questions"."answered_at" is null))
);
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'request_askers_request_id_requests_id_fk') THEN
    ALTER TABLE "request_askers" ADD CONSTRAINT "request_askers_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'request_askers_seller_id_profiles_id_fk') THEN
    ALTER TABLE "request_askers" ADD CONSTRAINT "request_askers_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'request_questions_request_id_requests_id_fk') THEN
    ALTER TABLE "request_questions" ADD CONSTRAINT "request_questions_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'request_questions_seller_id_profiles_id_fk') THEN
    ALTER TABLE "request_questions" ADD CONSTRAINT "request_questions_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "request_askers_pseudonym_unique" ON "request_askers" USING btree ("request_id","pseudonym");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "request_questions_request_idx" ON "request_questions" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "request_questions_open_idx" ON "request_questions" USING btree ("request_id","seller_id") WHERE "request_questions"."answer" is null;--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT IF EXISTS "offers_status_check",
  ADD CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('ausstehend', 'angenommen', 'abgelehnt', 'zurueckgezogen')) NOT VALID;--> statement-breakpoint
ALTER TABLE "offers" VALIDATE CONSTRAINT "offers_status_check";--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "offers_request_seller_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "offers_request_seller_idx" ON "offers" USING btree ("request_id","seller_id");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "offers_request_seller_live_unique";--> statement-breakpoint
CREATE UNIQUE INDEX CONCURRENTLY "offers_request_seller_live_unique" ON "offers" USING btree ("request_id","seller_id") WHERE "offers"."status" <> 'zurueckgezogen';--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "offers_request_seller_unique";
