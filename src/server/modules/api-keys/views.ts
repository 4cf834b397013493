import type { ApiKeyView } from '#shared/api-keys/schema.ts';
import type { MemberRef } from '#shared/teams/assignment.ts';
import type { ApiKeyRow } from './repository.ts';

/** What the owner sees of a key: never the key or its hash. */
export function toApiKeyView(row: ApiKeyRow, createdBy: MemberRef | null): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    rateLimitPerMinute: row.rateLimitPerMinute,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdBy,
  };
}
