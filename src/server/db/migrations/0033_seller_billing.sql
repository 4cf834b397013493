CREATE TABLE "invoice_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"seller_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"remind_on" date NOT NULL,
	"grace_ends_on" date NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_rate_percent" numeric(5, 2) NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"vat_treatment" text NOT NULL,
	"vat_note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"paid_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"corrects_id" uuid,
	"parties" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('open', 'paid', 'credited'))
);
--> statement-breakpoint
CREATE TABLE "seller_subscriptions" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"plan" text DEFAULT 'monthly' NOT NULL,
	"starts_on" date NOT NULL,
	"next_invoice_on" date NOT NULL,
	"notice_given_at" timestamp with time zone,
	"ends_on" date,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_subscriptions_plan_check" CHECK ("seller_subscriptions"."plan" in ('monthly', 'yearly'))
);
--> statement-breakpoint
ALTER TABLE "seller_subscriptions" ADD CONSTRAINT "seller_subscriptions_seller_id_seller_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_kind_year_seq_unique" ON "invoices" USING btree ("kind","year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_seller_period_unique" ON "invoices" USING btree ("seller_id","period_start") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "invoices_seller_idx" ON "invoices" USING btree ("seller_id","issued_on");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","issued_on");--> statement-breakpoint
CREATE INDEX "invoices_open_idx" ON "invoices" USING btree ("remind_on") WHERE "invoices"."status" = 'open';--> statement-breakpoint
CREATE INDEX "seller_subscriptions_next_idx" ON "seller_subscriptions" USING btree ("next_invoice_on");--> statement-breakpoint
CREATE INDEX "seller_subscriptions_ends_idx" ON "seller_subscriptions" USING btree ("ends_on") WHERE "seller_subscriptions"."ends_on" is not null and "seller_subscriptions"."ended_at" is null;