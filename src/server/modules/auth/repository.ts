import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { accounts, profiles, sessions, usedTotpCodes } from '#server/db/schema/auth.ts';
import { buyerProfiles, sellerProfiles } from '#server/db/schema/parties.ts';
import type { Role, UiLanguage } from '#shared/constants.ts';
import type { MemberRole } from '#shared/teams/permissions.ts';
import { companyMembers } from '#server/db/schema/teams.ts';

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = lower(${email})`)
    .limit(1);
  return rows.length > 0;
}

/** A better-auth user with its e-mail/password credential. */
export async function insertUserWithPassword(
  db: Db,
  user: {
    email: string;
    name: string;
    role: Role;
    language: UiLanguage;
    passwordHash: string;
    emailVerified?: boolean;
    /** Signups: when AGB and privacy notice were accepted, and which versions (issue 13). */
    legalAcceptedAt?: Date;
    legalVersion?: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(profiles)
    .values({
      email: user.email,
      name: user.name,
      role: user.role,
      language: user.language,
      emailVerified: user.emailVerified ?? false,
      legalAcceptedAt: user.legalAcceptedAt ?? null,
      legalVersion: user.legalVersion ?? null,
    })
    .returning({ id: profiles.id });
  const id = row!.id;
  await db
    .insert(accounts)
    .values({ accountId: id, providerId: 'credential', userId: id, password: user.passwordHash });
  return id;
}

export async function insertBuyerProfile(db: Db, values: typeof buyerProfiles.$inferInsert): Promise<void> {
  await db.insert(buyerProfiles).values(values);
}

export async function insertSellerProfile(db: Db, values: typeof sellerProfiles.$inferInsert): Promise<void> {
  await db.insert(sellerProfiles).values(values);
}

/** The company of a profile: its member row's, else its own id (decision 066). */
const companyOf = (userId: string) =>
  sql`coalesce((select ${companyMembers.companyId} from ${companyMembers} where ${companyMembers.profileId} = ${userId}), ${userId})`;

/** The buyer company's gate: a member signs in under its company's standing (decision 066). */
export async function findBuyerGate(db: Db, userId: string) {
  const rows = await db
    .select({ isActive: buyerProfiles.isActive })
    .from(buyerProfiles)
    .where(eq(buyerProfiles.id, companyOf(userId)))
    .limit(1);
  return rows[0];
}

export async function findSellerGate(db: Db, userId: string) {
  const rows = await db
    .select({
      approvalStatus: sellerProfiles.approvalStatus,
      paymentStatus: sellerProfiles.paymentStatus,
      activeStatus: sellerProfiles.activeStatus,
    })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.id, companyOf(userId)))
    .limit(1);
  return rows[0];
}

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

/** Every session of the user but the one with this token (the second factor was just enabled). */
export async function deleteOtherSessions(
  db: Db,
  userId: string,
  keepToken: string | undefined,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepToken
        ? and(eq(sessions.userId, userId), ne(sessions.token, keepToken))
        : eq(sessions.userId, userId),
    );
}

/**
 * Takes a TOTP code as used (RFC 6238 §5.2). False when the user's same code was taken within
 * `withinSeconds` — a replay; the unique key makes two concurrent uses of one code take it once.
 */
export async function claimTotpCode(
  db: Db,
  userId: string,
  code: string,
  withinSeconds: number,
): Promise<boolean> {
  const rows = await db
    .insert(usedTotpCodes)
    .values({ userId, code })
    .onConflictDoUpdate({
      target: [usedTotpCodes.userId, usedTotpCodes.code],
      set: { usedAt: sql`now()` },
      setWhere: sql`${usedTotpCodes.usedAt} < now() - make_interval(secs => ${withinSeconds})`,
    })
    .returning({ userId: usedTotpCodes.userId });
  return rows.length > 0;
}

export async function findUserByEmail(db: Db, email: string) {
  const rows = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      name: profiles.name,
      role: profiles.role,
      language: profiles.language,
      emailVerified: profiles.emailVerified,
    })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = lower(${email})`)
    .limit(1);
  return rows[0];
}

export async function twoFactorEnabled(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ enabled: profiles.twoFactorEnabled })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return rows[0]?.enabled ?? false;
}

/** The account's language (profiles.language): mails and order documents follow it. */
export async function setUserLanguage(db: Db, userId: string, language: UiLanguage): Promise<void> {
  await db.update(profiles).set({ language, updatedAt: new Date() }).where(eq(profiles.id, userId));
}

/**
 * Issue 37 (decision 066): the company a profile acts for and its role there. The member row
 * says it; an account whose own party row exists but has no member row yet (created by code
 * older than the migration, or a seed) is the owner of its own company. Neither: no company (a
 * removed member, or an admin).
 */
const membershipColumns = {
  companyId: sql<
    string | null
  >`coalesce(${companyMembers.companyId}, ${buyerProfiles.id}, ${sellerProfiles.id})`.as('company_id'),
  memberRole:
    sql<MemberRole | null>`coalesce(${companyMembers.role}, case when ${buyerProfiles.id} is not null or ${sellerProfiles.id} is not null then 'owner' end)`.as(
      'member_role',
    ),
};

/** The membership of one profile (the paths that do not come through the session statement). */
export async function findMembership(
  db: Db,
  profileId: string,
): Promise<{ companyId: string | null; memberRole: MemberRole | null }> {
  const rows = await db
    .select(membershipColumns)
    .from(profiles)
    .leftJoin(companyMembers, eq(companyMembers.profileId, profiles.id))
    .leftJoin(buyerProfiles, eq(buyerProfiles.id, profiles.id))
    .leftJoin(sellerProfiles, eq(sellerProfiles.id, profiles.id))
    .where(eq(profiles.id, profileId))
    .limit(1);
  return rows[0] ?? { companyId: null, memberRole: null };
}

/** A new account's company: the account itself, with its user as owner. */
export async function insertOwnerMembership(db: Db, profileId: string): Promise<void> {
  await db
    .insert(companyMembers)
    .values({ companyId: profileId, profileId, role: 'owner' })
    .onConflictDoNothing();
}

/**
 * The one statement of an authenticated request (docs/decisions/010, 021): the session by its
 * token, joined to its user. Prepared once per connection, so PostgreSQL plans it once.
 */
const sessionByToken = new WeakMap<Db, ReturnType<typeof prepareSessionByToken>>();
function prepareSessionByToken(db: Db) {
  return db
    .select({
      expiresAt: sessions.expiresAt,
      id: profiles.id,
      email: profiles.email,
      name: profiles.name,
      role: profiles.role,
      language: profiles.language,
      twoFactorEnabled: profiles.twoFactorEnabled,
      ...membershipColumns,
    })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .leftJoin(companyMembers, eq(companyMembers.profileId, profiles.id))
    .leftJoin(buyerProfiles, eq(buyerProfiles.id, profiles.id))
    .leftJoin(sellerProfiles, eq(sellerProfiles.id, profiles.id))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('hp_session_by_token');
}

export async function findSessionByToken(db: Db, token: string) {
  let query = sessionByToken.get(db);
  if (!query) sessionByToken.set(db, (query = prepareSessionByToken(db)));
  const [row] = await query.execute({ token });
  return row;
}

/** The company a buyer or seller signed up with (the header's account menu names it). */
export async function findCompanyName(db: Db, userId: string, role: Role): Promise<string | null> {
  if (role === 'admin') return null;
  const rows =
    role === 'buyer'
      ? await db
          .select({ company: buyerProfiles.company })
          .from(buyerProfiles)
          .where(eq(buyerProfiles.id, userId))
          .limit(1)
      : await db
          .select({ company: sellerProfiles.companyName })
          .from(sellerProfiles)
          .where(eq(sellerProfiles.id, userId))
          .limit(1);
  return rows[0]?.company ?? null;
}

/** Issue 34: the user's unexpired sessions, last seen first (no token leaves this function's caller). */
export async function listUserSessions(db: Db, userId: string) {
  return db
    .select({
      id: sessions.id,
      token: sessions.token,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
    .orderBy(sql`${sessions.updatedAt} desc`, sessions.id);
}

/** Ends one of the user's sessions by id, never the one with `keepToken`; the rows it ended. */
export async function deleteUserSession(
  db: Db,
  userId: string,
  id: string,
  keepToken: string,
): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), ne(sessions.token, keepToken)))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function findSessionOwner(db: Db, id: string) {
  const [row] = await db
    .select({ userId: sessions.userId, token: sessions.token })
    .from(sessions)
    .where(eq(sessions.id, id))
    .limit(1);
  return row;
}

/** Ends every other session of the user; how many. */
export async function deleteOtherUserSessions(db: Db, userId: string, keepToken: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.token, keepToken)))
    .returning({ id: sessions.id });
  return rows.length;
}
