DROP INDEX "html_order_documents_order_type_unique";--> statement-breakpoint
ALTER TABLE "html_order_documents" ADD COLUMN "language" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "html_order_documents_order_type_language_unique" ON "html_order_documents" USING btree ("order_id","document_type","language");