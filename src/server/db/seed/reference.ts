import { createHash } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { brands, countries, paymentTerms } from '#server/db/schema/catalog.ts';
import { htmlTemplates } from '#server/db/schema/documents.ts';
import { messageTemplates } from '#server/db/schema/messaging.ts';
import { seedMarkers } from '#server/db/schema/platform.ts';
import { messageTemplateRows, rowsFor } from './message-templates.ts';
import { DECISION_TEMPLATES } from './message-templates-decisions.ts';
import { translatedTemplateRows } from './message-templates-languages.ts';
import { LIFECYCLE_TEMPLATES } from './message-templates-lifecycle.ts';
import { WEBHOOK_TEMPLATES } from './message-templates-webhooks.ts';
import { SIGNUP_TEMPLATES } from './message-templates-signup.ts';
import { TEAM_TEMPLATES } from './message-templates-teams.ts';
import { ASSIGNMENT_TEMPLATES } from './message-templates-assignment.ts';
import { APPROVAL_TEMPLATES } from './message-templates-approvals.ts';
import { COMPLAINT_TEMPLATES } from './message-templates-complaints.ts';
import { QUESTION_TEMPLATES } from './message-templates-questions.ts';
import {
  ORDER_TEMPLATE_CSS,
  ORDER_TEMPLATE_DESCRIPTION,
  ORDER_TEMPLATE_HTML,
  ORDER_TEMPLATE_NAME,
  ORDER_TEMPLATE_TYPE,
  ORDER_TEMPLATE_V1_SHA256,
  ORDER_TEMPLATE_V2_SHA256,
} from './order-template.ts';
import { BRANDS, COUNTRIES, PAYMENT_TERMS } from './reference-data.ts';
import { seedPublicTranslations } from './translations-public.ts';
import {
  ORDER_TEMPLATE_LABEL_PLACEHOLDERS,
  ORDER_TEMPLATE_PLACEHOLDERS,
} from '#shared/templates/order-placeholders.ts';

/** Serialises concurrent seeding when several instances start against one PostgreSQL. */
const SEED_LOCK_KEY = 727275;

/**
 * Reference data every installation needs (countries, manufacturers, payment terms, message and
 * document templates). Each set is inserted once (seed_markers), and only what is missing: admins'
 * edits and deletions stay as they are, and a second run changes nothing.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await once(tx, 'countries.v1', seedCountries);
    await once(tx, 'brands.v1', seedBrands);
    await once(tx, 'payment_terms.v1', seedPaymentTerms);
    await once(tx, 'message_templates.v1', seedMessageTemplates);
    await once(tx, 'order_template.v1', seedOrderTemplate);
    // Issue 17: the untouched default template gets label placeholders (one template, five languages).
    await once(tx, 'order_template.v2', upgradeOrderTemplate);
    // Issue 32: the seller's VAT id, the registers and the VAT note.
    await once(tx, 'order_template.v3', upgradeOrderTemplate);
    await once(tx, 'translations.v1', seedPublicTranslations);
    await once(tx, 'message_templates.v2', (t) => insertTemplates(t, rowsFor(DECISION_TEMPLATES)));
    // French, Spanish and Italian for every message type; existing databases get them at startup.
    await once(tx, 'message_templates.v3', (t) => insertTemplates(t, translatedTemplateRows()));
    // A set of its own: existing databases (markers v1, v2 present) receive it on their next start.
    await once(tx, 'message_templates.lifecycle.v1', (t) => insertTemplates(t, rowsFor(LIFECYCLE_TEMPLATES)));
    // Issue 15: the webhook failure mail in all five languages (existing databases get it at startup).
    await once(tx, 'message_templates.webhooks.v1', (t) =>
      insertTemplates(t, [...rowsFor(WEBHOOK_TEMPLATES), ...translatedTemplateRows(WEBHOOK_TEMPLATES)]),
    );
    // Issue 38: the mail to the owner of an address someone tried to register again, five languages.
    await once(tx, 'message_templates.signup.v1', (t) =>
      insertTemplates(t, [...rowsFor(SIGNUP_TEMPLATES), ...translatedTemplateRows(SIGNUP_TEMPLATES)]),
    );
    // Issue 34: the complaint with a receipt, to the seller and the operator, in all five languages.
    await once(tx, 'message_templates.complaints.v1', (t) =>
      insertTemplates(t, [...rowsFor(COMPLAINT_TEMPLATES), ...translatedTemplateRows(COMPLAINT_TEMPLATES)]),
    );
    // Issue 30, decision 054: questions asked and answered, in all five languages.
    await once(tx, 'message_templates.questions.v1', (t) =>
      insertTemplates(t, [...rowsFor(QUESTION_TEMPLATES), ...translatedTemplateRows(QUESTION_TEMPLATES)]),
    );
    // Issue 37, decision 066: the invitation into a company's team, in all five languages.
    await once(tx, 'message_templates.teams.v1', (t) =>
      insertTemplates(t, [...rowsFor(TEAM_TEMPLATES), ...translatedTemplateRows(TEAM_TEMPLATES)]),
    );
    // Issue 37, decision 071: 'Ihnen wurde eine Anfrage zugewiesen', in all five languages.
    await once(tx, 'message_templates.assignment.v1', (t) =>
      insertTemplates(t, [...rowsFor(ASSIGNMENT_TEMPLATES), ...translatedTemplateRows(ASSIGNMENT_TEMPLATES)]),
    );
    // Issue 37, decision 070: an order waiting for approval, approved or declined, in all five languages.
    await once(tx, 'message_templates.approvals.v1', (t) =>
      insertTemplates(t, [...rowsFor(APPROVAL_TEMPLATES), ...translatedTemplateRows(APPROVAL_TEMPLATES)]),
    );
    // Decision 084: 'Ihre Bestellung wurde zurückgezogen' joins them; rows present stay as they are.
    await once(tx, 'message_templates.approvals.v2', (t) =>
      insertTemplates(t, [...rowsFor(APPROVAL_TEMPLATES), ...translatedTemplateRows(APPROVAL_TEMPLATES)]),
    );
  });
}

/** Runs a seed set the first time only; its marker commits with its rows. */
async function once(tx: Db, key: string, seed: (tx: Db) => Promise<void>): Promise<void> {
  const claimed = await tx
    .insert(seedMarkers)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: seedMarkers.key });
  if (claimed.length > 0) await seed(tx);
}

async function seedCountries(tx: Db): Promise<void> {
  await tx
    .insert(countries)
    .values(COUNTRIES.map((c) => ({ code: c.code, name: c.name, isActive: true })))
    .onConflictDoNothing();
}

async function seedBrands(tx: Db): Promise<void> {
  // The unique index is on lower(name): "Hydac" entered by an admin blocks our "HYDAC".
  await tx
    .insert(brands)
    .values(BRANDS.map((b) => ({ name: b.name, description: b.description, isActive: true })))
    .onConflictDoNothing();
}

async function seedPaymentTerms(tx: Db): Promise<void> {
  // payment_terms has no unique key, so existence is checked by name.
  const existing = await tx.select({ name: paymentTerms.name }).from(paymentTerms);
  const known = new Set(existing.map((t) => t.name.trim().toLocaleLowerCase('de')));
  const missing = PAYMENT_TERMS.filter((t) => !known.has(t.name.toLocaleLowerCase('de')));
  if (missing.length === 0) return;
  await tx.insert(paymentTerms).values(
    missing.map((t) => ({
      name: t.name,
      description: t.description,
      days: t.days,
      skontoPercent: t.skontoPercent ?? null,
      skontoDays: t.skontoDays ?? null,
      isActive: true,
    })),
  );
}

async function seedMessageTemplates(tx: Db): Promise<void> {
  await insertTemplates(tx, messageTemplateRows());
}

async function insertTemplates(tx: Db, rows: ReturnType<typeof messageTemplateRows>): Promise<void> {
  await tx
    .insert(messageTemplates)
    .values(rows.map((row) => ({ ...row, isActive: true })))
    .onConflictDoNothing();
}

async function seedOrderTemplate(tx: Db): Promise<void> {
  // Left alone when an admin chose another default or made ours a non-default template.
  const [present] = await tx
    .select({ id: htmlTemplates.id })
    .from(htmlTemplates)
    .where(
      and(
        eq(htmlTemplates.templateType, ORDER_TEMPLATE_TYPE),
        or(eq(htmlTemplates.isDefault, true), eq(htmlTemplates.name, ORDER_TEMPLATE_NAME)),
      ),
    )
    .limit(1);
  if (present) return;
  await tx
    .insert(htmlTemplates)
    .values({
      name: ORDER_TEMPLATE_NAME,
      description: ORDER_TEMPLATE_DESCRIPTION,
      templateType: ORDER_TEMPLATE_TYPE,
      htmlContent: ORDER_TEMPLATE_HTML,
      cssStyles: ORDER_TEMPLATE_CSS,
      isActive: true,
      isDefault: true,
      availableVariables: [...ORDER_TEMPLATE_PLACEHOLDERS, ...ORDER_TEMPLATE_LABEL_PLACEHOLDERS],
    })
    .onConflictDoNothing();
}

/**
 * Replaces the first default template (German labels in the HTML) by the one with label
 * placeholders, but only where it is still exactly as seeded: an admin's edits are kept.
 */
async function upgradeOrderTemplate(tx: Db): Promise<void> {
  const rows = await tx
    .select({ id: htmlTemplates.id, html: htmlTemplates.htmlContent })
    .from(htmlTemplates)
    .where(
      and(eq(htmlTemplates.templateType, ORDER_TEMPLATE_TYPE), eq(htmlTemplates.name, ORDER_TEMPLATE_NAME)),
    );
  for (const row of rows) {
    const hash = createHash('sha256').update(row.html).digest('hex');
    if (hash !== ORDER_TEMPLATE_V1_SHA256 && hash !== ORDER_TEMPLATE_V2_SHA256) continue;
    await tx
      .update(htmlTemplates)
      .set({
        htmlContent: ORDER_TEMPLATE_HTML,
        availableVariables: [...ORDER_TEMPLATE_PLACEHOLDERS, ...ORDER_TEMPLATE_LABEL_PLACEHOLDERS],
        updatedAt: new Date(),
      })
      .where(eq(htmlTemplates.id, row.id));
  }
}
