CREATE TABLE "event_audience_sellers" (
	"event_id" bigint NOT NULL,
	"seller_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"sees_request" boolean NOT NULL,
	"bidder" boolean NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_audience_sellers_event_id_seller_id_pk" PRIMARY KEY("event_id","seller_id")
);
--> statement-breakpoint
ALTER TABLE "event_audience_sellers" ADD CONSTRAINT "event_audience_sellers_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_audience_sellers" ADD CONSTRAINT "event_audience_sellers_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_audience_sellers_computed_idx" ON "event_audience_sellers" USING btree ("computed_at");