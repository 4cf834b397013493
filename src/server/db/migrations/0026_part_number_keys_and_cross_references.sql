-- Issue 30, decision 046: part-number keys, a second number, alternatives, cross-references.
-- Expand only (decision 041): new nullable columns or constant defaults (no table rewrite), a new
-- table, the offers check NOT VALID (validated in part_key_indexes). The indexes on requests are
-- built CONCURRENTLY in part_key_indexes; existing rows get their keys from the 'part-keys'
-- backfill schedule in batches, never in this transaction.
CREATE TABLE "part_relations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"from_manufacturer" text,
	"from_part_number" text NOT NULL,
	"from_key" text NOT NULL,
	"to_manufacturer" text,
	"to_part_number" text NOT NULL,
	"to_key" text NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"proposed_by" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "part_relations_kind_check" CHECK ("part_relations"."kind" in ('same', 'superseded', 'equivalent')),
	CONSTRAINT "part_relations_status_check" CHECK ("part_relations"."status" in ('confirmed', 'proposed', 'rejected')),
	CONSTRAINT "part_relations_keys_check" CHECK ("part_relations"."from_key" <> '' and "part_relations"."to_key" <> '' and "part_relations"."from_key" <> "part_relations"."to_key")
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "is_alternative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "alternative_part_number" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "alternative_manufacturer" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "second_part_number" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "part_key" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "second_part_key" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "alternatives_welcome" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "part_relations" ADD CONSTRAINT "part_relations_proposed_by_profiles_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "part_relations_unique" ON "part_relations" USING btree ("kind","from_key","to_key");--> statement-breakpoint
CREATE INDEX "part_relations_from_idx" ON "part_relations" USING btree ("from_key");--> statement-breakpoint
CREATE INDEX "part_relations_to_idx" ON "part_relations" USING btree ("to_key");--> statement-breakpoint
CREATE INDEX "part_relations_status_idx" ON "part_relations" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_alternative_check" CHECK ("offers"."is_alternative" = ("offers"."alternative_part_number" is not null and "offers"."alternative_manufacturer" is not null)) NOT VALID;--> statement-breakpoint
-- The SQL twin of partKey() in src/shared/catalog/part-number.ts: the prefix pattern is
-- PART_PREFIX_PATTERN verbatim (part-key.test.ts holds both to PART_KEY_CASES and checks this
-- file carries the pattern). ASCII letters are upper-cased by translate(), whatever the locale.
CREATE OR REPLACE FUNCTION hp_part_key(typed text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN typed IS NULL THEN NULL ELSE coalesce(
    nullif(translate(regexp_replace(regexp_replace(typed,
      '^[^A-Za-z0-9]*(?:(?:(?:bosch[^A-Za-z0-9]*)?rexroth|bosch|hydac|parker(?:[^A-Za-z0-9]*hannifin)?|(?:sauer[^A-Za-z0-9]*)?danfoss|eaton(?:[^A-Za-z0-9]*vickers)?|vickers|kawasaki|bucher(?:[^A-Za-z0-9]*hydraulics)?|linde(?:[^A-Za-z0-9]*hydraulics)?|hawe(?:[^A-Za-z0-9]*hydraulik)?|argo[^A-Za-z0-9]*hytos|sun[^A-Za-z0-9]*hydraulics|casappa|atos|denison|yuken|moog|poclain(?:[^A-Za-z0-9]*hydraulics)?|walvoil|komatsu|liebherr|nachi|daikin|marzocchi(?:[^A-Za-z0-9]*pompe)?|brevini|duplomatic|oilgear|voith|eckerle|enerpac|stauff|br(?:ue|.)ninghaus(?:[^A-Za-z0-9]*hydromatik)?|hydromatik)(?:[^A-Za-z0-9]+(?:gmbh|ag|se|inc|ltd|corp|spa|s[^A-Za-z0-9]p[^A-Za-z0-9]a))?[^A-Za-z0-9]+)?(?:(?:mat(?:erial)?[^A-Za-z0-9]*(?:nummer|nr|no)|typen[^A-Za-z0-9]*(?:schl(?:ue|.)ssel|bezeichnung)|type[^A-Za-z0-9]*code|typ|type|art(?:ikel)?[^A-Za-z0-9]*(?:nummer|nr|no)|teile[^A-Za-z0-9]*(?:nummer|nr)|teil[^A-Za-z0-9]*(?:nummer|nr)|part[^A-Za-z0-9]*(?:number|no)|p/n)[^A-Za-z0-9]+)?',
      '', 'i'), '[^A-Za-z0-9]', '', 'g'), 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), ''),
    translate(regexp_replace(typed, '[^A-Za-z0-9]', '', 'g'), 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'))
  END
$$;
--> statement-breakpoint
-- Every writer stores the keys, also code of the release before this one (which knows no key).
CREATE OR REPLACE FUNCTION hp_requests_part_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.part_key := hp_part_key(NEW.part_number);
  NEW.second_part_key := nullif(hp_part_key(NEW.second_part_number), '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER requests_part_keys BEFORE INSERT OR UPDATE OF part_number, second_part_number, part_key, second_part_key
  ON requests FOR EACH ROW EXECUTE FUNCTION hp_requests_part_keys();
