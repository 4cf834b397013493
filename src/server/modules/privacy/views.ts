import { exportDownloadUrl, type PrivacyStatus } from '#shared/privacy/schema.ts';
import type { ErasureRow, ExportRow } from './repository/requests.ts';

const STALE_BUILD_MS = 60 * 60 * 1000;

/** An export still 'building' after an hour failed for good (its job gave up after retries). */
export function exportState(row: ExportRow, now: Date): ExportRow['status'] {
  return row.status === 'building' && row.createdAt.getTime() < now.getTime() - STALE_BUILD_MS
    ? 'failed'
    : row.status;
}

/** The account's privacy section: the latest export and a pending erasure, field by field. */
export function toPrivacyStatus(
  latest: ExportRow | undefined,
  erasure: ErasureRow | undefined,
  now: Date,
): PrivacyStatus {
  const expired = latest?.expiresAt ? latest.expiresAt <= now : false;
  return {
    export:
      latest && !expired
        ? {
            id: latest.id,
            status: exportState(latest, now),
            requestedAt: latest.createdAt.toISOString(),
            readyAt: latest.readyAt?.toISOString() ?? null,
            expiresAt: latest.expiresAt?.toISOString() ?? null,
            downloadUrl: latest.status === 'ready' ? exportDownloadUrl(latest.id) : null,
          }
        : null,
    erasure:
      erasure && !erasure.erasedAt
        ? { requestedAt: erasure.requestedAt.toISOString(), dueAt: erasure.dueAt.toISOString() }
        : null,
  };
}
