-- Issue 34, decision 043: an offer's delivery time, condition and warranty become values. The three
-- parsers below are the SQL twins of parseDeliveryText, parseConditionText and parseWarrantyText
-- in src/shared/offers/delivery.ts (delivery-migration.test.ts runs one table of cases through
-- both); they stay in the database for that test. What they cannot read moves into the offer's
-- notes under its German label, so no seller's text is lost.
ALTER TABLE "offers" ADD COLUMN "delivery_days" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "delivery_unit" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "warranty_months" integer;--> statement-breakpoint
CREATE OR REPLACE FUNCTION hp_delivery_of(raw text, OUT unit text, OUT days integer)
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  t text := regexp_replace(replace(replace(lower(btrim(raw)), '–', '-'), '—', '-'), '\s+', ' ', 'g');
  m text[];
  n numeric;
  d numeric;
  w text;
BEGIN
  unit := NULL;
  days := NULL;
  IF t IS NULL OR t = '' THEN RETURN; END IF;
  IF t ~ '^(ab lager|lagernd|sofort)' THEN unit := 'stock'; days := 0; RETURN; END IF;
  m := regexp_match(t, '^(\d+(?:[.,]\d+)?)(?: ?- ?(\d+(?:[.,]\d+)?))? ?(.*)$');
  IF m IS NULL THEN RETURN; END IF;
  n := replace(coalesce(m[2], m[1]), ',', '.')::numeric;
  w := btrim(m[3]);
  IF w = '' OR w ~ '^(wochen?|wo\.?|kw|weeks?|w)$' THEN
    d := round(n * 7);
    unit := CASE WHEN n = trunc(n) THEN 'weeks' ELSE 'days' END;
  ELSIF w ~ '^(tage?|tg\.?|werktage?|wt\.?|arbeitstage?|at\.?|days?|d)$' THEN d := ceil(n); unit := 'days';
  ELSIF w ~ '^(stunden?|std\.?|h)$' THEN d := ceil(n / 24); unit := 'days';
  ELSIF w ~ '^(monate?|mon\.?|mt\.?)$' THEN d := round(n * 30); unit := 'days';
  ELSE RETURN;
  END IF;
  IF d = 0 THEN unit := 'stock'; days := 0; RETURN; END IF;
  IF d > 365 THEN unit := NULL; RETURN; END IF;
  days := d::integer;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION hp_condition_of(raw text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN raw IS NULL OR btrim(raw) = '' THEN NULL
    WHEN lower(btrim(raw)) IN ('neu', 'original', 'ueberholt', 'austausch') THEN lower(btrim(raw))
    WHEN raw ~* 'austausch' THEN 'austausch'
    WHEN raw ~* '([üÜ]berholt|ueberholt|instandgesetzt|refurbished)' THEN 'ueberholt'
    WHEN btrim(raw) ~* '^(original|oem)' THEN 'original'
    WHEN btrim(raw) ~* '^(neu|new|neuteil|werksneu)\y' THEN 'neu'
  END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION hp_warranty_months_of(raw text) RETURNS integer
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  t text := lower(btrim(raw));
  m text[];
  months numeric;
BEGIN
  IF t IS NULL THEN RETURN NULL; END IF;
  IF t ~ '^(keine|ohne|none)\y' THEN RETURN 0; END IF;
  m := regexp_match(t, '^(\d+) ?(monate?|mon\.?|m|jahre?|j|years?|months?)?(\s|$)');
  IF m IS NULL THEN RETURN NULL; END IF;
  months := m[1]::numeric * CASE WHEN coalesce(m[2], '') ~ '^(j|y)' THEN 12 ELSE 1 END;
  RETURN CASE WHEN months > 120 THEN NULL ELSE months::integer END;
END $$;--> statement-breakpoint
UPDATE "offers" o SET
  ("delivery_unit", "delivery_days") = (SELECT d.unit, d.days FROM hp_delivery_of(o."delivery_time") d),
  "warranty_months" = hp_warranty_months_of(o."warranty"),
  "condition" = hp_condition_of(o."condition"),
  "notes" = nullif(concat_ws(E'\n',
    o."notes",
    CASE WHEN (hp_delivery_of(o."delivery_time")).unit IS NULL AND btrim(o."delivery_time") <> ''
      THEN 'Lieferzeit: ' || btrim(o."delivery_time") END,
    CASE WHEN btrim(o."condition") <> '' AND hp_condition_of(o."condition") IS NULL
      THEN 'Zustand: ' || btrim(o."condition") END,
    CASE WHEN btrim(o."warranty") <> '' AND hp_warranty_months_of(o."warranty") IS NULL
      THEN 'Garantie: ' || btrim(o."warranty") END), '');--> statement-breakpoint
ALTER TABLE "offers" DROP COLUMN "delivery_time";--> statement-breakpoint
ALTER TABLE "offers" DROP COLUMN "warranty";--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_delivery_check" CHECK (("offers"."delivery_unit" is null and "offers"."delivery_days" is null) or ("offers"."delivery_unit" = 'stock' and "offers"."delivery_days" = 0) or ("offers"."delivery_unit" = 'days' and "offers"."delivery_days" between 1 and 365) or ("offers"."delivery_unit" = 'weeks' and "offers"."delivery_days" between 7 and 364 and "offers"."delivery_days" % 7 = 0)) NOT VALID;--> statement-breakpoint
ALTER TABLE "offers" VALIDATE CONSTRAINT "offers_delivery_check";--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_condition_check" CHECK ("offers"."condition" in ('neu', 'original', 'ueberholt', 'austausch')) NOT VALID;--> statement-breakpoint
ALTER TABLE "offers" VALIDATE CONSTRAINT "offers_condition_check";--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_warranty_check" CHECK ("offers"."warranty_months" between 0 and 120) NOT VALID;--> statement-breakpoint
ALTER TABLE "offers" VALIDATE CONSTRAINT "offers_warranty_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "complaint_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "complaint_description" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "complaint_at" timestamp with time zone;--> statement-breakpoint
-- Issue 34. Nullable columns without a default change no row; the check is validated in a second
-- step, which reads the table without blocking writes (a 1 M-row orders table stays writable).
ALTER TABLE "orders" ADD CONSTRAINT "orders_complaint_kind_check" CHECK ("orders"."complaint_kind" in ('beschaedigt', 'falsches_teil', 'teillieferung')) NOT VALID;--> statement-breakpoint
ALTER TABLE "orders" VALIDATE CONSTRAINT "orders_complaint_kind_check";