-- migrate: no-transaction
-- Issue 37 (decision 066): companies with members and invitations. A company's id is the id of
-- the profile that owns it today, so no row of requests, offers or orders changes. New tables
-- only; each foreign key to profiles is its own statement and is added while the new table is
-- still empty (no long lock on profiles). Safe to run again (decision 041).
CREATE TABLE IF NOT EXISTS "company_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_by" uuid,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_invitations_role_check" CHECK ("company_invitations"."role" in ('owner', 'sales', 'purchasing', 'requester', 'read'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "company_members" (
	"company_id" uuid NOT NULL,
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_role_check" CHECK ("company_members"."role" in ('owner', 'sales', 'purchasing', 'requester', 'read'))
);
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'company_invitations_company_id_profiles_id_fk') THEN
    ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'company_invitations_invited_by_profiles_id_fk') THEN
    ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_profiles_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'company_members_company_id_profiles_id_fk') THEN
    ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'company_members_profile_id_profiles_id_fk') THEN
    ALTER TABLE "company_members" ADD CONSTRAINT "company_members_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'company_members_invited_by_profiles_id_fk') THEN
    ALTER TABLE "company_members" ADD CONSTRAINT "company_members_invited_by_profiles_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "company_invitations_token_idx" ON "company_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "company_invitations_company_idx" ON "company_invitations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "company_members_company_idx" ON "company_members" USING btree ("company_id","created_at");
--> statement-breakpoint
-- Every buyer and seller account becomes a one-member company with its user as owner: one
-- statement, one snapshot of both party tables; an account that already has a row keeps it.
INSERT INTO "company_members" ("company_id", "profile_id", "role", "created_at")
SELECT "id", "id", 'owner', "created_at" FROM "buyer_profiles"
UNION ALL
SELECT "id", "id", 'owner', "created_at" FROM "seller_profiles"
ON CONFLICT ("profile_id") DO NOTHING;
