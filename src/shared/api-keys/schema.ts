import { z } from 'zod';
import { text } from '#shared/common/text.ts';
import { memberRefSchema } from '#shared/teams/assignment.ts';

/**
 * API-key scopes (issue 15, decision 023). A key acts as its owner, narrowed to its scopes; a
 * route names the scopes that reach it (route config `apiKeyScopes`), and a route that names
 * none — administration, key management, profile and settings — is never reachable with a key.
 */
export const SELLER_API_KEY_SCOPES = [
  'requests:read',
  'offers:write',
  'orders:read',
  'orders:update',
  // Issue 31: read, upload, change and delete the own stock list.
  'stock:write',
] as const;
export const BUYER_API_KEY_SCOPES = ['requests:write', 'offers:read', 'orders:place'] as const;
export const API_KEY_SCOPES = [...SELLER_API_KEY_SCOPES, ...BUYER_API_KEY_SCOPES] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export function scopesOfRole(role: 'buyer' | 'seller'): readonly ApiKeyScope[] {
  return role === 'seller' ? SELLER_API_KEY_SCOPES : BUYER_API_KEY_SCOPES;
}

/**
 * Issue 38: the party a scope lets a key act as. A route for both parties (an order's cancel)
 * learns only from the order which party the caller is; the key must hold a scope of that party
 * among those the route accepts. A seller's keys hold seller scopes only, so a seller acting as
 * buyer does so in the browser session alone (decision 023).
 */
export function scopesActAs(granted: readonly ApiKeyScope[], party: 'buyer' | 'seller'): boolean {
  return granted.some((s) => (scopesOfRole(party) as readonly string[]).includes(s));
}

/** Requests per minute and key (the owner cannot raise it). */
export const API_KEY_RATE_LIMIT_PER_MINUTE = 120;
/** Keys are `hp_` followed by 40 base62-like characters; the first 10 characters stay visible. */
export const API_KEY_PREFIX = 'hp_';
export const API_KEY_VISIBLE_CHARS = 10;
export const MAX_API_KEYS_PER_USER = 20;

export const API_KEY_NAME_REQUIRED = 'Bitte geben Sie einen Namen für den Schlüssel ein';
export const API_KEY_SCOPES_REQUIRED = 'Bitte wählen Sie mindestens eine Berechtigung';

export const createApiKeyInputSchema = z
  .strictObject({
    name: text().trim().min(1, API_KEY_NAME_REQUIRED).max(80),
    scopes: z.array(z.enum(API_KEY_SCOPES)).min(1, API_KEY_SCOPES_REQUIRED),
  })
  .meta({ examples: [{ name: 'Warenwirtschaft', scopes: ['requests:read', 'offers:write'] }] });
export type CreateApiKeyInput = z.infer<typeof createApiKeyInputSchema>;

export const apiKeyViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters, e.g. `hp_a1B2c3d`. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  rateLimitPerMinute: z.number().int(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** Issue 37: the member of the company who created it (the key acts with that member's role). */
  createdBy: memberRefSchema.nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;

/** The answer to creating a key: the only time the key itself is shown. */
export const createdApiKeySchema = apiKeyViewSchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListSchema = z.object({ items: z.array(apiKeyViewSchema) });
