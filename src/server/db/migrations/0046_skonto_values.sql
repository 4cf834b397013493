ALTER TABLE "payment_terms" ADD COLUMN "skonto_percent" numeric(4, 2);--> statement-breakpoint
ALTER TABLE "payment_terms" ADD COLUMN "skonto_days" integer;--> statement-breakpoint
-- Decision 072: the seeded Skonto term as values. Its text always said 'sonst 30 Tage netto'; its
-- days (14) were the discount period. Only the untouched seed row changes; an admin's edit stays.
UPDATE "payment_terms" SET "days" = 30, "skonto_percent" = 2, "skonto_days" = 14
WHERE "name" = '14 Tage 2 % Skonto' AND "days" = 14 AND "skonto_percent" IS NULL;
