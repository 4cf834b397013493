import { orderPdf } from '#server/modules/documents/service.ts';
import { findForOrderer } from '#server/modules/orders/read.ts';
import { toBuyerOrderView } from '#server/modules/orders/views.ts';
import { isUiLanguage } from '#shared/i18n/languages.ts';
import { DEFAULT_LANGUAGE } from '#shared/constants.ts';
import { asciiFileName } from '#shared/files/download-names.ts';
import type { MemberRole } from '#shared/teams/permissions.ts';
import * as collect from './repository/collect.ts';
import { json, safeName, type ExportDeps } from './export-files.ts';

/**
 * Issue 37 (decision 071): a member's export — its own person and what it created, not the
 * company's books: the profile and membership, its settings, sessions, API keys, mails and
 * contact messages, and the requests, offers and orders it created (each as its company's view
 * shows it). The company's other work is the owner's export.
 */
export async function memberExportFiles(
  deps: ExportDeps,
  userId: string,
  membership: { companyId: string; role: MemberRole; joinedAt: Date },
): Promise<Map<string, string | Buffer>> {
  const db = deps.db;
  const files = new Map<string, string | Buffer>();
  const { account } = await collect.profileOf(db, userId);
  const email = account?.email ?? '';
  const language = isUiLanguage(account?.language) ? account.language : DEFAULT_LANGUAGE;
  files.set(
    'profile.json',
    json({ account, membership: { role: membership.role, joinedAt: membership.joinedAt } }),
  );
  files.set('notification-settings.json', json(await collect.notificationSettingsOf(db, userId)));

  const requests = await collect.requestsCreatedBy(db, userId);
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
  for (const p of photos) {
    const bytes = await deps.blobs.get(p.storageKey);
    if (bytes) files.set(`photos/${p.requestId}/${safeName(p.id)}-${safeName(p.fileName)}`, bytes);
  }
  files.set('offers-made.json', json(await collect.offersCreatedBy(db, userId)));

  // The orders it placed, through the orders module's view of the ordering company.
  const placed = [];
  for (const o of await collect.ordersCreatedBy(db, userId)) {
    const row = await findForOrderer(db, o.id, membership.companyId);
    if (row) placed.push(toBuyerOrderView(row));
  }
  files.set('orders-placed.json', json(placed));
  for (const o of placed) {
    const doc = await orderPdf(deps, o.id, language);
    files.set(`documents/${asciiFileName(doc.filename)}`, doc.pdf);
  }

  files.set('sessions.json', json(await collect.sessionsOf(db, userId)));
  files.set('api-keys.json', json(await collect.apiKeysOf(db, userId)));
  files.set('mails.json', json(await collect.mailsTo(db, email)));
  files.set('contact-messages.json', json(await collect.contactMessagesFrom(db, email)));
  return files;
}
