import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './auth.ts';
import { orders } from './marketplace.ts';

/**
 * The filled HTML of an order's document, kept as issued (spec 1 §3), once per language: the
 * buyer's copy in the buyer's language, the seller's in the seller's (issue 17).
 */
export const htmlOrderDocuments = pgTable(
  'html_order_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull().default('order_confirmation'),
    language: text('language').notNull().default('de'),
    htmlContent: text('html_content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('html_order_documents_order_type_language_unique').on(t.orderId, t.documentType, t.language),
  ],
);

export const htmlTemplates = pgTable(
  'html_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    templateType: text('template_type').notNull().default('order_confirmation'),
    htmlContent: text('html_content').notNull(),
    cssStyles: text('css_styles').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    availableVariables: jsonb('available_variables').$type<string[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // At most one default per template type.
  (t) => [
    uniqueIndex('html_templates_default_unique')
      .on(t.templateType)
      .where(sql`${t.isDefault}`),
  ],
);

export const pdfTemplates = pgTable(
  'pdf_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    fileName: text('file_name').notNull(),
    filePath: text('file_path').notNull(),
    fileSize: integer('file_size').notNull(),
    mimeType: text('mime_type').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Activating one deactivates the others (spec 2 §4): at most one active.
  (t) => [
    uniqueIndex('pdf_templates_active_unique')
      .on(t.isActive)
      .where(sql`${t.isActive}`),
  ],
);
