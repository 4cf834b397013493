-- migrate: no-transaction
-- Issue 37 (decision 071): who created a request, an offer and an order (nullable, no default, no
-- foreign key: a catalogue-only change on the large tables), the assignments of requests to
-- members, and a member's choice of company mails. Each foreign key of the new table is its own
-- statement, added while the table is empty. Safe to run again (decision 041).
CREATE TABLE IF NOT EXISTS "request_assignments" (
	"company_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"assignee_id" uuid NOT NULL,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_assignments_company_id_request_id_pk" PRIMARY KEY("company_id","request_id")
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN IF NOT EXISTS "created_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "created_by" uuid;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN IF NOT EXISTS "created_by" uuid;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN IF NOT EXISTS "company_mails" text;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'request_assignments_company_id_profiles_id_fk') THEN
    ALTER TABLE "request_assignments" ADD CONSTRAINT "request_assignments_company_id_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'request_assignments_assignee_id_profiles_id_fk') THEN
    ALTER TABLE "request_assignments" ADD CONSTRAINT "request_assignments_assignee_id_profiles_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'request_assignments_assigned_by_profiles_id_fk') THEN
    ALTER TABLE "request_assignments" ADD CONSTRAINT "request_assignments_assigned_by_profiles_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "request_assignments_assignee_idx" ON "request_assignments" USING btree ("assignee_id","company_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "request_assignments_request_idx" ON "request_assignments" USING btree ("request_id");
