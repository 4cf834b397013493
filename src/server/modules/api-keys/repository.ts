import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { companyMembers } from '#server/db/schema/teams.ts';
import type { Db } from '#server/db/client.ts';
import { apiKeys } from '#server/db/schema/api-keys.ts';
import { sellerMayOperateSql } from '#server/db/sql/seller-standing.ts';
import type { ApiKeyScope } from '#shared/api-keys/schema.ts';
import type { Role } from '#shared/constants.ts';
import type { MemberRole } from '#shared/teams/permissions.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: Db, row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [created] = await db.insert(apiKeys).values(row).returning();
  return created!;
}

/**
 * Issue 37 (decision 066): a company's keys are those its members created (`user_id` names the
 * creator); the owner's own id counts as well for an account that has no member row yet.
 */
const ofCompany = (companyId: string) =>
  or(
    eq(apiKeys.userId, companyId),
    sql`${apiKeys.userId} in (select ${companyMembers.profileId} from ${companyMembers} where ${companyMembers.companyId} = ${companyId})`,
  );

export function listApiKeys(db: Db, companyId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(ofCompany(companyId)).orderBy(desc(apiKeys.createdAt));
}

export async function countActiveApiKeys(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(ofCompany(companyId), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

/** Revokes one of the company's keys; undefined when the company has no such key. */
export async function revokeApiKey(db: Db, companyId: string, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.id, id), ofCompany(companyId)))
    .returning();
  return row;
}

export interface KeyUse {
  keyId: string;
  scopes: ApiKeyScope[];
  userId: string;
  email: string;
  name: string;
  role: Role;
  /** The owner's account language (issue 17). */
  language: string;
  /** Issue 37: the company the key's creator acts for, and the creator's role there. */
  companyId: string | null;
  memberRole: MemberRole | null;
  /** The owner may act now: an active buyer, or a seller who is approved, in trial or paid, and active. */
  mayOperate: boolean;
  rateLimited: boolean;
  /** Seconds until the key's window starts again. */
  retryAfter: number;
}

/**
 * One statement per request made with a key: find the unrevoked key by its hash, count the
 * request in the key's one-minute window, note the last use, audit the use (api_key_uses) and
 * read the owner with their standing. Undefined: no such key (or revoked).
 */
export async function useApiKey(
  db: Db,
  use: { keyHash: string; method: string; path: string; ip: string; requiredScopes: readonly string[] },
): Promise<KeyUse | undefined> {
  const required = use.requiredScopes.length
    ? sql`array[${sql.join(
        use.requiredScopes.map((s) => sql`${s}`),
        sql`, `,
      )}]::text[]`
    : sql`array[]::text[]`;
  const res = await db.execute(sql`
    with k as (
      update api_keys set
        window_count = case when window_start <= now() - interval '1 minute' then 1 else window_count + 1 end,
        window_start = case when window_start <= now() - interval '1 minute' then now() else window_start end,
        last_used_at = now()
      where key_hash = ${use.keyHash} and revoked_at is null
      returning id, user_id, scopes, window_count, window_start, rate_limit_per_minute
    ), used as (
      insert into api_key_uses (key_id, method, path, ip, outcome)
      select id, ${use.method}, ${use.path}, ${use.ip},
        case when window_count > rate_limit_per_minute then 'rate_limited'
             when not (scopes && ${required}) then 'scope'
             else 'ok' end
      from k
    )
    select k.id as key_id, k.scopes, k.window_count, k.rate_limit_per_minute,
      greatest(1, ceil(extract(epoch from (k.window_start + interval '1 minute' - now()))))::int as retry_after,
      p.id as user_id, p.email, p.name, p.role, p.language,
      coalesce(m.company_id, b.id, s.id) as company_id,
      coalesce(m.role, case when b.id is not null or s.id is not null then 'owner' end) as member_role,
      case p.role
        when 'buyer' then coalesce(b.is_active, false)
        when 'seller' then coalesce(${sellerMayOperateSql({
          approvalStatus: sql`s.approval_status`,
          paymentStatus: sql`s.payment_status`,
          activeStatus: sql`s.active_status`,
        })}, false)
        else false end as may_operate
    from k
    join profiles p on p.id = k.user_id
    -- Issue 37 (decision 066): a key acts for its creator's company, under the company's gates.
    left join company_members m on m.profile_id = p.id
    left join buyer_profiles b on b.id = coalesce(m.company_id, p.id)
    left join seller_profiles s on s.id = coalesce(m.company_id, p.id)`);
  const row = (res as unknown as { rows: Record<string, unknown>[] }).rows[0];
  if (!row) return undefined;
  return {
    keyId: String(row.key_id),
    scopes: parseTextArray(row.scopes) as ApiKeyScope[],
    userId: String(row.user_id),
    email: String(row.email),
    name: String(row.name),
    role: row.role as Role,
    language: String(row.language),
    companyId: row.company_id == null ? null : String(row.company_id),
    memberRole: row.member_role == null ? null : (String(row.member_role) as MemberRole),
    mayOperate: row.may_operate === true || row.may_operate === 't',
    rateLimited: Number(row.window_count) > Number(row.rate_limit_per_minute),
    retryAfter: Number(row.retry_after),
  };
}

/** node-postgres and PGlite both parse text[]; a driver that does not gives `{a,b}`. */
function parseTextArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string')
    return value
      .replace(/^\{|\}$/g, '')
      .split(',')
      .filter(Boolean);
  return [];
}
