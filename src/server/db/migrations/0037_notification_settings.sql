CREATE TABLE "notification_digest_items" (
	"user_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_digest_items_user_id_request_id_pk" PRIMARY KEY("user_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"new_requests" text DEFAULT 'instant' NOT NULL,
	"urgent_only" boolean DEFAULT false NOT NULL,
	"regions" text[] DEFAULT '{}' NOT NULL,
	"offers" text DEFAULT 'instant' NOT NULL,
	"digest_sent_up_to" timestamp with time zone,
	"last_digest_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_digest_items" ADD CONSTRAINT "notification_digest_items_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_digest_items_added_idx" ON "notification_digest_items" USING btree ("added_at");