-- The admin lists order by (created_at desc, id desc): with the id in the index a page is a plain
-- backward index range scan, even where many rows share one timestamp (no incremental sort).
DROP INDEX "offers_created_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
DROP INDEX "requests_urgency_created_idx";--> statement-breakpoint
DROP INDEX "requests_created_idx";--> statement-breakpoint
DROP INDEX "seller_profiles_approval_idx";--> statement-breakpoint
CREATE INDEX "profiles_created_idx" ON "profiles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "offers_created_idx" ON "offers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "requests_urgency_created_idx" ON "requests" USING btree ("urgency","created_at","id");--> statement-breakpoint
CREATE INDEX "requests_created_idx" ON "requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "seller_profiles_approval_idx" ON "seller_profiles" USING btree ("approval_status","created_at","id");