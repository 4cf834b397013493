ALTER TABLE "requests" ADD COLUMN "cost_centre" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "machine_number" text;