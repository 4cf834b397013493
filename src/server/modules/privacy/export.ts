import PizZip from 'pizzip';
import type { JobRow } from '#server/modules/jobs/queue.ts';
import { orderPdf } from '#server/modules/documents/service.ts';
import { findForOrderer, findReceived } from '#server/modules/orders/read.ts';
import { toBuyerOrderView, toReceivedOrderView } from '#server/modules/orders/views.ts';
import { isUiLanguage } from '#shared/i18n/languages.ts';
import { DEFAULT_LANGUAGE } from '#shared/constants.ts';
import { asciiFileName } from '#shared/files/download-names.ts';
import { EXPORT_LINK_DAYS } from '#shared/privacy/schema.ts';
import * as collect from './repository/collect.ts';
import * as repo from './repository/requests.ts';
import { enqueuePrivacyMail } from './mails.ts';
import { memberExportFiles } from './member-export.ts';
import { json, safeName, type ExportDeps } from './export-files.ts';

/*
 * The export job (decision 052, issue 32): one ZIP of JSON files and the user's documents,
 * kept in the blob store for EXPORT_LINK_DAYS. Runs in the 'document' lane: it renders the
 * order PDFs, which must never hold the plain mails up (decision 037).
 */

export const EXPORT_JOB = 'privacy.export';
const DAY = 24 * 60 * 60 * 1000;

export type { ExportDeps } from './export-files.ts';

/** Everything of the user, as the user's own views show it. */
export async function exportFiles(deps: ExportDeps, userId: string): Promise<Map<string, string | Buffer>> {
  const db = deps.db;
  // Issue 37 (decision 071): a member (not the company's first owner) exports its own data only.
  const membership = await collect.membershipOf(db, userId);
  if (membership && membership.companyId !== userId) return memberExportFiles(deps, userId, membership);
  const files = new Map<string, string | Buffer>();
  const profile = await collect.profileOf(db, userId);
  const email = profile.account?.email ?? '';
  const language = isUiLanguage(profile.account?.language) ? profile.account.language : DEFAULT_LANGUAGE;
  files.set('profile.json', json(profile));

  const requests = await collect.requestsOf(db, userId);
  const photos = await collect.photosOf(
    db,
    requests.map((r) => r.id),
  );
  files.set(
    'requests.json',
    json(
      requests.map((r) => ({
        ...r,
        photos: photos
          .filter((p) => p.requestId === r.id)
          .map((p) => ({ fileName: p.fileName, mimeType: p.mimeType })),
      })),
    ),
  );
  files.set('offers-received.json', json(await collect.offersOnRequestsOf(db, userId)));
  files.set('offers-made.json', json(await collect.offersBy(db, userId)));
  files.set('declined-requests.json', json(await collect.declinesBy(db, userId)));
  for (const p of photos) {
    const bytes = await deps.blobs.get(p.storageKey);
    if (bytes) files.set(`photos/${p.requestId}/${safeName(p.id)}-${safeName(p.fileName)}`, bytes);
  }
  // Decision 072: the PDFs the user uploaded, listed and included like the photos.
  const uploaded = await collect.uploadedDocumentsOf(db, userId);
  files.set('uploaded-documents.json', json(uploaded.map(({ storageKey: _key, ...d }) => d)));
  for (const d of uploaded) {
    const bytes = await deps.blobs.get(d.storageKey);
    if (bytes) files.set(`uploaded-documents/${safeName(d.id)}-${safeName(d.fileName)}`, bytes);
  }

  // Orders through the orders module's own views: the other party as the user's order page shows it.
  const placed = [];
  for (const o of await collect.orderIdsOf(db, userId, 'buyer')) {
    const row = await findForOrderer(db, o.id, userId);
    if (row) placed.push(toBuyerOrderView(row));
  }
  const received = [];
  for (const o of await collect.orderIdsOf(db, userId, 'seller')) {
    const row = await findReceived(db, o.id, userId);
    if (row) received.push(toReceivedOrderView(row));
  }
  files.set('orders-placed.json', json(placed));
  files.set('orders-received.json', json(received));
  for (const o of [...placed, ...received]) {
    const doc = await orderPdf(deps, o.id, language);
    files.set(`documents/${asciiFileName(doc.filename)}`, doc.pdf);
  }

  files.set(
    'ratings.json',
    json(await collect.ratingsOf(db, userId, profile.account?.role === 'seller' ? 'seller' : 'buyer')),
  );
  files.set('sessions.json', json(await collect.sessionsOf(db, userId)));
  files.set('api-keys.json', json(await collect.apiKeysOf(db, userId)));
  files.set('webhooks.json', json(await collect.webhooksOf(db, userId)));
  files.set('mails.json', json(await collect.mailsTo(db, email)));
  files.set('contact-messages.json', json(await collect.contactMessagesFrom(db, email)));
  return files;
}

export function zipOf(files: Map<string, string | Buffer>): Buffer {
  const zip = new PizZip();
  for (const [name, content] of files) zip.file(name, content);
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

export function createExportJobHandler(deps: ExportDeps) {
  return async (job: JobRow): Promise<void> => {
    const { exportId } = job.payload as { exportId: string };
    const row = await repo.findExport(deps.db, exportId);
    if (!row || row.status !== 'building') return;
    const user = await repo.findUser(deps.db, row.userId);
    if (!user || user.role === 'admin') return repo.markExportFailed(deps.db, exportId);
    const to = { email: user.email, language: user.language, role: user.role };
    const key = `exports/${row.userId}/${exportId}.zip`;
    await deps.blobs.put(key, zipOf(await exportFiles(deps, row.userId)), 'application/zip');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + EXPORT_LINK_DAYS * DAY);
    await deps.db.transaction(async (tx) => {
      await repo.markExportReady(tx, exportId, key, now, expiresAt);
      await enqueuePrivacyMail(tx, to, 'exportReady', {
        date: expiresAt,
        siteUrl: deps.siteUrl,
      });
    });
  };
}

/** Expired exports: the file goes, then the row (the hourly privacy schedule). */
export async function removeExpiredExports(
  deps: Pick<ExportDeps, 'db' | 'blobs'>,
  now = new Date(),
): Promise<number> {
  const expired = await repo.expiredExports(deps.db, now);
  for (const e of expired) {
    if (e.storageKey) await deps.blobs.delete(e.storageKey);
    await repo.deleteExport(deps.db, e.id);
  }
  return expired.length;
}
