ALTER TABLE "orders" ADD COLUMN "vat_percent" numeric(5, 2) DEFAULT '19' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_treatment" text DEFAULT 'domestic' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_note" text;--> statement-breakpoint
ALTER TABLE "buyer_profiles" ADD COLUMN "vat_check_status" text;--> statement-breakpoint
ALTER TABLE "buyer_profiles" ADD COLUMN "vat_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buyer_profiles" ADD COLUMN "register_court" text;--> statement-breakpoint
ALTER TABLE "buyer_profiles" ADD COLUMN "register_number" text;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN "vat_check_status" text;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN "vat_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN "register_court" text;