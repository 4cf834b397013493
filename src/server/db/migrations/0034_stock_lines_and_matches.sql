-- migrate: no-transaction
-- Issue 31 (decision 055): stock lines and their stored matches. New tables only, statement by
-- statement and safe to run again (decision 041): in one transaction with the billing tables
-- before it, the foreign key to requests would be locked after seller_profiles, the reverse of a
-- request's insert. Each foreign key is its own statement, so no statement holds two old tables.
CREATE TABLE IF NOT EXISTS "stock_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"part_number" text NOT NULL,
	"part_key" text NOT NULL,
	"manufacturer" text DEFAULT '' NOT NULL,
	"manufacturer_key" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"delivery_unit" text NOT NULL,
	"delivery_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_lines_quantity_check" CHECK ("stock_lines"."quantity" >= 0),
	CONSTRAINT "stock_lines_price_check" CHECK ("stock_lines"."price" > 0),
	CONSTRAINT "stock_lines_part_key_check" CHECK ("stock_lines"."part_key" <> ''),
	CONSTRAINT "stock_lines_delivery_check" CHECK (("stock_lines"."delivery_unit" = 'stock' and "stock_lines"."delivery_days" = 0) or ("stock_lines"."delivery_unit" = 'days' and "stock_lines"."delivery_days" between 1 and 365) or ("stock_lines"."delivery_unit" = 'weeks' and "stock_lines"."delivery_days" between 7 and 364 and "stock_lines"."delivery_days" % 7 = 0))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "stock_matches" (
	"request_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"stock_line_id" uuid NOT NULL,
	"part_number" text NOT NULL,
	"manufacturer" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"delivery_unit" text NOT NULL,
	"delivery_days" integer NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_matches_request_id_seller_id_pk" PRIMARY KEY("request_id","seller_id")
);
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'stock_lines_seller_id_profiles_id_fk') THEN
    ALTER TABLE "stock_lines" ADD CONSTRAINT "stock_lines_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'stock_matches_request_id_requests_id_fk') THEN
    ALTER TABLE "stock_matches" ADD CONSTRAINT "stock_matches_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'stock_matches_stock_line_id_stock_lines_id_fk') THEN
    ALTER TABLE "stock_matches" ADD CONSTRAINT "stock_matches_stock_line_id_stock_lines_id_fk" FOREIGN KEY ("stock_line_id") REFERENCES "public"."stock_lines"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "stock_lines_seller_key_unique" ON "stock_lines" USING btree ("seller_id","part_key","manufacturer_key");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stock_lines_seller_prefix_idx" ON "stock_lines" USING btree ("seller_id","part_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stock_lines_part_key_idx" ON "stock_lines" USING btree ("part_key");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stock_matches_seller_idx" ON "stock_matches" USING btree ("seller_id","matched_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stock_matches_line_idx" ON "stock_matches" USING btree ("stock_line_id");