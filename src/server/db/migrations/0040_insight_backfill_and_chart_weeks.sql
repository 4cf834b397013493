-- Decision 069: the progress of fills from history (seller performance of old offers, the admin
-- chart weeks) and the admin 'Kennzahlen' weeks kept by the charts consumer. New tables only,
-- no foreign key to a busy table, safe to run again (decision 041). The fills themselves run as
-- batched jobs beside traffic (they use the consumers' own statements), not in this migration.
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
