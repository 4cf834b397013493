-- valid_until was the end of the chosen day in the server's zone (UTC or Berlin): three hours
-- back, read in Berlin, is the day the seller chose in either case (issue 13).
ALTER TABLE "offers" ALTER COLUMN "valid_until" SET DATA TYPE date USING ((("valid_until" AT TIME ZONE 'Europe/Berlin') - interval '3 hours')::date);--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "legal_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "legal_version" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "legal_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "legal_version" text;