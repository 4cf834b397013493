import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_SCOPE_MISSING, inTx, type Ctx, companyOf } from '#server/ctx.ts';
import { AppError, MSG } from '#server/errors.ts';
import {
  API_KEY_PREFIX,
  API_KEY_RATE_LIMIT_PER_MINUTE,
  API_KEY_VISIBLE_CHARS,
  MAX_API_KEYS_PER_USER,
  scopesOfRole,
  type ApiKeyScope,
  type ApiKeyView,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '#shared/api-keys/schema.ts';
import type { SessionUser } from '#shared/auth/schema.ts';
import { DEFAULT_LANGUAGE } from '#shared/constants.ts';
import { isUiLanguage } from '#shared/i18n/languages.ts';
import { recordAudit } from '#server/modules/audit/record.ts';
import * as repo from './repository.ts';
import { toApiKeyView } from './views.ts';
import { createdByOf, memberNames } from '#server/modules/teams/read.ts';

export const API_KEY_INVALID = 'Der API-Schlüssel ist ungültig oder wurde widerrufen.';
export const API_KEY_OWNER_BLOCKED = 'Das Konto dieses API-Schlüssels ist derzeit gesperrt.';
export const API_KEY_HEADER_UNSUPPORTED =
  'Bitte senden Sie den API-Schlüssel im Header „Authorization: Bearer <Schlüssel>“.';
const SCOPE_NOT_FOR_ROLE = 'Diese Berechtigung steht Ihrer Rolle nicht zur Verfügung.';
const TOO_MANY_KEYS = `Sie können höchstens ${MAX_API_KEYS_PER_USER} aktive API-Schlüssel haben.`;
const KEY_NOT_FOUND = 'API-Schlüssel nicht gefunden';

/** Keys are random (240 bits): a plain SHA-256 is enough to keep them unreadable at rest. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function ownerRole(user: SessionUser): 'buyer' | 'seller' {
  if (user.role === 'admin') throw new AppError('FORBIDDEN', MSG.forbidden);
  return user.role;
}

export async function listKeys({ ctx }: { ctx: Ctx; input?: undefined }): Promise<ApiKeyView[]> {
  const rows = await repo.listApiKeys(ctx.db, companyOf(ctx));
  // Issue 37: each key names the member who created it (the company's own members only).
  const names = await memberNames(
    ctx.db,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => toApiKeyView(r, createdByOf(names, r.userId)));
}

/** Creates a key for the signed-in buyer or seller; the answer is the only time the key is shown. */
export async function createKey({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: CreateApiKeyInput;
}): Promise<CreatedApiKey> {
  const allowed = scopesOfRole(ownerRole(ctx.user));
  const scopes = [...new Set(input.scopes)];
  if (scopes.some((s) => !allowed.includes(s))) {
    throw new AppError('VALIDATION', SCOPE_NOT_FOR_ROLE, { reason: 'SCOPE_NOT_FOR_ROLE' });
  }
  const key = `${API_KEY_PREFIX}${randomBytes(30).toString('base64url')}`;
  return ctx.db.transaction(async (tx) => {
    const c = inTx(ctx, tx);
    if ((await repo.countActiveApiKeys(c.db, companyOf(c))) >= MAX_API_KEYS_PER_USER) {
      throw new AppError('CONFLICT', TOO_MANY_KEYS, { reason: 'TOO_MANY_KEYS' });
    }
    const row = await repo.insertApiKey(c.db, {
      userId: c.user.id,
      name: input.name,
      prefix: key.slice(0, API_KEY_VISIBLE_CHARS),
      keyHash: hashApiKey(key),
      scopes: scopes as ApiKeyScope[],
      rateLimitPerMinute: API_KEY_RATE_LIMIT_PER_MINUTE,
    });
    const view = toApiKeyView(row, { id: c.user.id, name: c.user.name });
    await recordAudit(c.db, {
      actorId: c.user.id,
      action: 'api_key.create',
      entity: 'api_key',
      entityId: row.id,
      before: null,
      after: view,
    });
    return { ...view, key };
  });
}

export async function revokeKey({ ctx, input }: { ctx: Ctx; input: { id: string } }): Promise<ApiKeyView> {
  return ctx.db.transaction(async (tx) => {
    const c = inTx(ctx, tx);
    const row = await repo.revokeApiKey(c.db, companyOf(c), input.id);
    if (!row) throw new AppError('NOT_FOUND', KEY_NOT_FOUND);
    const view = toApiKeyView(row, createdByOf(await memberNames(c.db, [row.userId]), row.userId));
    await recordAudit(c.db, {
      actorId: c.user.id,
      action: 'api_key.revoke',
      entity: 'api_key',
      entityId: row.id,
      before: null,
      after: view,
    });
    return view;
  });
}

/**
 * The user a request made with a key acts for (plugins/auth.ts): 401 for an unknown or revoked
 * key, 403 when the owner is blocked or the key lacks every scope the route accepts, 429 over the
 * key's limit. The use is audited in the same statement, refused or not.
 */
export async function authenticateKey({
  ctx,
  input,
}: {
  ctx: Ctx<null>;
  input: { key: string; method: string; path: string; ip: string; routeScopes: readonly ApiKeyScope[] };
}): Promise<{ user: SessionUser; scopes: ApiKeyScope[] }> {
  const use = await repo.useApiKey(ctx.db, {
    keyHash: hashApiKey(input.key),
    method: input.method,
    path: input.path,
    ip: input.ip,
    requiredScopes: input.routeScopes,
  });
  if (!use) throw new AppError('UNAUTHENTICATED', API_KEY_INVALID, { reason: 'API_KEY_INVALID' });
  if (use.role === 'admin' || !use.mayOperate || !use.companyId || !use.memberRole) {
    throw new AppError('FORBIDDEN', API_KEY_OWNER_BLOCKED, { reason: 'API_KEY_OWNER_BLOCKED' });
  }
  if (use.rateLimited) {
    throw new AppError('RATE_LIMITED', MSG.rateLimited, {
      reason: 'API_KEY_RATE_LIMITED',
      retryAfter: use.retryAfter,
    });
  }
  const allowed = scopesOfRole(use.role);
  const scopes = input.routeScopes.filter((s) => use.scopes.includes(s) && allowed.includes(s));
  if (scopes.length === 0) {
    throw new AppError('FORBIDDEN', API_KEY_SCOPE_MISSING, { reason: 'API_KEY_SCOPE_MISSING' });
  }
  return {
    user: {
      id: use.userId,
      email: use.email,
      name: use.name,
      role: use.role,
      language: isUiLanguage(use.language) ? use.language : DEFAULT_LANGUAGE,
      companyId: use.companyId,
      memberRole: use.memberRole,
    },
    scopes,
  };
}
