ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "complaint_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "complaint_description" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "complaint_at" timestamp with time zone;--> statement-breakpoint
-- Issue 34. Nullable columns without a default change no row; the check is validated in a second
-- step, which reads the table without blocking writes (a 1 M-row orders table stays writable).
ALTER TABLE "orders" ADD CONSTRAINT "orders_complaint_kind_check" CHECK ("orders"."complaint_kind" in ('beschaedigt', 'falsches_teil', 'teillieferung')) NOT VALID;--> statement-breakpoint
ALTER TABLE "orders" VALIDATE CONSTRAINT "orders_complaint_kind_check";