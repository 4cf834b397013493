import { exportDownloadUrl, type PrivacyStatus } from '#shared/privacy/schema.ts';
import type { ErasureRow, ExportRow } from './repository/requests.ts';

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
            status: latest.status,
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
