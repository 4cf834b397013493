import type { Deps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import type { Ctx } from '#server/ctx.ts';
import { DEFAULT_LANGUAGE, type UiLanguage } from '#shared/constants.ts';
import { fillPlaceholders } from '#shared/templates/placeholders.ts';
import * as repo from './repository.ts';
import { orderDocumentValues } from './values.ts';
import { docxToHtml, fillDocx } from './docx.ts';
import { fallbackOrderPdf } from './fallback-pdf.ts';
import { retireBrokenTemplate, TEMPLATE_UNUSABLE } from './broken-template.ts';
import { orderDocumentTitle } from './labels.ts';
import { orderDocumentFileName } from '#shared/files/download-names.ts';

/**
 * What rendering needs; the mail worker calls it before the full app exists. The rendering
 * functions below therefore take these deps (decision 012: job handlers get what they need when
 * built in app.ts); the one operation a route calls is `orderPdfFor({ ctx, input })`.
 */
export type DocumentDeps = Pick<Deps, 'db' | 'blobs' | 'pdf' | 'log' | 'onPdfRendered'>;

const DOCUMENT_TYPE = 'order_confirmation';
export const ORDER_NOT_FOUND = 'Bestellung nicht gefunden';

export interface RenderedHtml {
  html: string;
  source: 'stored' | 'html-template' | 'docx-template';
}

/**
 * The order's document as HTML: the one issued before (kept in html_order_documents), else
 * the active Word template, else (also when that template fails) the default HTML template.
 * Null when no template exists.
 */
async function renderHtml(
  deps: DocumentDeps,
  data: repo.OrderDocumentData,
  opts: { htmlTemplateId?: string; pdfTemplateId?: string; language?: UiLanguage },
): Promise<RenderedHtml | null> {
  const values = orderDocumentValues(data, opts.language ?? DEFAULT_LANGUAGE);
  const pdfTemplate = opts.pdfTemplateId
    ? await repo.findPdfTemplate(deps.db, opts.pdfTemplateId)
    : opts.htmlTemplateId
      ? undefined
      : await repo.findActivePdfTemplate(deps.db);
  if (pdfTemplate) {
    const bytes = await deps.blobs.get(pdfTemplate.filePath);
    if (!bytes && opts.pdfTemplateId) {
      throw new AppError('NOT_FOUND', 'Template konnte nicht heruntergeladen werden');
    }
    try {
      if (!bytes) throw new Error(`template file ${pdfTemplate.filePath} is missing`);
      return {
        html: await docxToHtml(fillDocx(bytes, values), data.order.orderNumber),
        source: 'docx-template',
      };
    } catch (err) {
      // An admin testing this very template hears why; an order never breaks on it (issue 18).
      if (opts.pdfTemplateId) throw new AppError('UNPROCESSABLE', TEMPLATE_UNUSABLE);
      await retireBrokenTemplate(deps, pdfTemplate, err);
    }
  }
  const template = opts.htmlTemplateId
    ? await repo.findHtmlTemplate(deps.db, opts.htmlTemplateId)
    : await repo.findDefaultHtmlTemplate(deps.db, DOCUMENT_TYPE);
  if (!template) return null;
  const html = fillPlaceholders(
    template.htmlContent,
    { ...values, css_styles: template.cssStyles, cssStyles: template.cssStyles },
    ['css_styles', 'cssStyles'],
  );
  return { html, source: 'html-template' };
}

async function loadData(deps: DocumentDeps, orderId: string) {
  const data = await repo.loadOrderDocumentData(deps.db, orderId);
  if (!data) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return data;
}

/** Admins test a template against an order (spec 2 PDF/HTML templates): nothing is stored. */
export async function previewOrderDocument(
  deps: DocumentDeps,
  orderId: string,
  opts: { htmlTemplateId?: string; pdfTemplateId?: string; language?: UiLanguage } = {},
): Promise<RenderedHtml | null> {
  return renderHtml(deps, await loadData(deps, orderId), opts);
}

/** The order's document in one language: issued once per language, then kept (issue 17). */
export async function orderDocumentHtml(
  deps: DocumentDeps,
  orderId: string,
  language: UiLanguage = DEFAULT_LANGUAGE,
): Promise<RenderedHtml | null> {
  const stored = await repo.findStoredDocument(deps.db, orderId, DOCUMENT_TYPE, language);
  if (stored) return { html: stored, source: 'stored' };
  const rendered = await renderHtml(deps, await loadData(deps, orderId), { language });
  if (rendered) await repo.storeDocument(deps.db, orderId, DOCUMENT_TYPE, language, rendered.html);
  return rendered;
}

export interface OrderPdf {
  /** Readable, with umlauts (decision 078): send it with `contentDisposition`. */
  filename: string;
  pdf: Buffer;
  engine: 'chromium' | 'fallback';
  language: UiLanguage;
}

/**
 * The PDF of an order's document in `language`: from the template through Chromium when one is
 * installed, otherwise (or when Chromium fails) the built-in pdfmake document of the same data.
 */
export async function orderPdf(
  deps: DocumentDeps,
  orderId: string,
  language: UiLanguage = DEFAULT_LANGUAGE,
): Promise<OrderPdf> {
  const data = await loadData(deps, orderId);
  // Decision 078: what it is, the order number and the part ('Auftragsbestätigung-SS…-R9….pdf').
  const filename = orderDocumentFileName({
    title: orderDocumentTitle(language),
    orderNumber: data.order.orderNumber,
    partNumber: data.request.partNumber,
  });
  const told = deps.onPdfRendered ?? (() => undefined);
  if (deps.pdf.available) {
    const rendered = await orderDocumentHtml(deps, orderId, language);
    if (rendered) {
      const started = performance.now();
      try {
        const pdf = await deps.pdf.pdf(rendered.html);
        told('chromium', 'ok', (performance.now() - started) / 1000);
        return { filename, pdf, engine: 'chromium', language };
      } catch (err) {
        told('chromium', 'failed', (performance.now() - started) / 1000);
        deps.log.warn({ err, orderId }, 'Chromium PDF failed; using the built-in PDF');
      }
    }
  }
  const started = performance.now();
  let pdf: Buffer;
  try {
    pdf = await fallbackOrderPdf(orderDocumentValues(data, language));
  } catch (err) {
    told('fallback', 'failed', (performance.now() - started) / 1000);
    throw err;
  }
  told('fallback', 'ok', (performance.now() - started) / 1000);
  return { filename, pdf, engine: 'fallback', language };
}

/**
 * Buyer and seller of the order, and admins; everyone else learns nothing, not even that it exists.
 * The document comes in the reader's account language (the buyer's copy in the buyer's, the
 * seller's in the seller's), unless another of the five languages is asked for.
 */
export async function orderPdfFor({
  ctx,
  input: { orderId, language },
}: {
  ctx: Ctx;
  input: { orderId: string; language?: UiLanguage | undefined };
}): Promise<OrderPdf> {
  const user = ctx.user;
  const deps: DocumentDeps = { ...ctx.deps, db: ctx.db };
  const parties = await repo.findOrderParties(deps.db, orderId);
  const allowed =
    parties &&
    (user.role === 'admin' || parties.buyerId === user.companyId || parties.sellerId === user.companyId);
  if (!allowed) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return orderPdf(deps, orderId, language ?? user.language);
}

/**
 * A step of an order transition's transaction (order-lifecycle): the issued copies go, so the
 * next download issues the document again with the new state (decision 005). It stays in the
 * writer's transaction, not an event consumer's job: a download right after the transition must
 * already see the new state.
 */
export function forgetIssuedDocuments(tx: DocumentDeps['db'], orderId: string): Promise<void> {
  return repo.dropStoredDocuments(tx, orderId);
}
