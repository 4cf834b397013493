import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { accounts, profiles, sessions } from '#server/db/schema/auth.ts';
import { apiKeys } from '#server/db/schema/api-keys.ts';
import { buyerProfiles, sellerProfiles } from '#server/db/schema/parties.ts';
import { companyInvitations, companyMembers } from '#server/db/schema/teams.ts';
import type { MemberRole } from '#shared/teams/permissions.ts';
import type { UiLanguage } from '#shared/constants.ts';

export type MemberRow = {
  profileId: string;
  name: string;
  email: string;
  role: MemberRole;
  createdAt: Date;
  /** Decision 070: the approval limit in cents; null is 'kein Limit'. */
  approvalLimitCents: number | null;
};
export type InvitationRow = typeof companyInvitations.$inferSelect;

/** A company: its name and party (the owner profile's party row). */
export async function findCompany(
  db: Db,
  companyId: string,
): Promise<{ id: string; name: string; party: 'buyer' | 'seller' } | undefined> {
  const rows = await db
    .select({
      buyer: buyerProfiles.company,
      seller: sellerProfiles.companyName,
    })
    .from(profiles)
    .leftJoin(buyerProfiles, eq(buyerProfiles.id, profiles.id))
    .leftJoin(sellerProfiles, eq(sellerProfiles.id, profiles.id))
    .where(eq(profiles.id, companyId))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  if (row.seller !== null) return { id: companyId, name: row.seller, party: 'seller' };
  if (row.buyer !== null) return { id: companyId, name: row.buyer, party: 'buyer' };
  return undefined;
}

/**
 * The company's members, owners first, then by joining. An owner whose account predates its
 * member row (decision 066's fallback) is listed as owner too.
 */
export async function listMembers(db: Db, companyId: string): Promise<MemberRow[]> {
  const res = await db.execute(sql`
    select * from (
      select p.id as profile_id, p.name, p.email, m.role, m.created_at,
        m.approval_limit_cents
      from ${companyMembers} m join ${profiles} p on p.id = m.profile_id
      where m.company_id = ${companyId}
      union all
      select p.id, p.name, p.email, 'owner', p.created_at, null
      from ${profiles} p
      where p.id = ${companyId}
        and not exists (select 1 from ${companyMembers} m where m.profile_id = p.id)
    ) members
    order by role <> 'owner', created_at, profile_id`);
  return (res as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    profileId: String(r.profile_id),
    name: String(r.name),
    email: String(r.email),
    role: String(r.role) as MemberRole,
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
    approvalLimitCents: r.approval_limit_cents == null ? null : Number(r.approval_limit_cents),
  }));
}

/** One member of the company, locked for the change (FOR UPDATE). */
export async function lockMember(
  db: Db,
  companyId: string,
  profileId: string,
): Promise<{ profileId: string; role: MemberRole } | undefined> {
  const rows = await db
    .select({ profileId: companyMembers.profileId, role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.profileId, profileId)))
    .for('update');
  return rows[0];
}

/**
 * The company's owners, locked: two owners demoting each other at once cannot leave none (the
 * second waits and counts again).
 */
export async function lockOwners(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ profileId: companyMembers.profileId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')))
    .for('update');
  return rows.map((r) => r.profileId);
}

export async function setMemberRole(db: Db, profileId: string, role: MemberRole): Promise<void> {
  await db.update(companyMembers).set({ role }).where(eq(companyMembers.profileId, profileId));
  // The session statement reads the role on every request (nothing is kept, decision 075); the
  // user row still announces the change on hp_changes, so open live streams check their sessions.
  await touchProfile(db, profileId);
}

async function touchProfile(db: Db, profileId: string): Promise<void> {
  await db.update(profiles).set({ updatedAt: new Date() }).where(eq(profiles.id, profileId));
}

/**
 * A member leaves the company: the member row goes, the member's sessions end (the deleted rows
 * announce it to every instance) and its API keys are revoked. Its work is the company's and stays.
 */
export async function removeMember(
  db: Db,
  profileId: string,
): Promise<{ sessionsEnded: number; keysRevoked: number }> {
  await db.delete(companyMembers).where(eq(companyMembers.profileId, profileId));
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, profileId))
    .returning({ id: sessions.id });
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.userId, profileId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  await touchProfile(db, profileId);
  return { sessionsEnded: ended.length, keysRevoked: revoked.length };
}

/** Invitations not accepted and not revoked, newest first. */
export async function listOpenInvitations(db: Db, companyId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
      ),
    )
    .orderBy(asc(companyInvitations.createdAt));
}

export async function findOpenInvitationByEmail(
  db: Db,
  companyId: string,
  email: string,
): Promise<InvitationRow | undefined> {
  const rows = await db
    .select()
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        sql`lower(${companyInvitations.email}) = lower(${email})`,
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function insertInvitation(
  db: Db,
  row: typeof companyInvitations.$inferInsert,
): Promise<InvitationRow> {
  const [created] = await db.insert(companyInvitations).values(row).returning();
  return created!;
}

/** An open invitation of the company, locked. */
export async function lockOpenInvitation(
  db: Db,
  companyId: string,
  id: string,
): Promise<InvitationRow | undefined> {
  const rows = await db
    .select()
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.id, id),
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
      ),
    )
    .for('update');
  return rows[0];
}

export async function renewInvitation(
  db: Db,
  id: string,
  values: { tokenHash: string; expiresAt: Date; invitedBy: string },
): Promise<InvitationRow> {
  const [row] = await db
    .update(companyInvitations)
    .set(values)
    .where(eq(companyInvitations.id, id))
    .returning();
  return row!;
}

export async function revokeInvitation(db: Db, id: string): Promise<void> {
  await db.update(companyInvitations).set({ revokedAt: new Date() }).where(eq(companyInvitations.id, id));
}

/** The invitation of a link's token, whatever its state (the service tells them apart). */
export async function findInvitationByTokenHash(
  db: Db,
  tokenHash: string,
  lock = false,
): Promise<InvitationRow | undefined> {
  const q = db.select().from(companyInvitations).where(eq(companyInvitations.tokenHash, tokenHash));
  const rows = lock ? await q.for('update') : await q;
  return rows[0];
}

export async function markAccepted(db: Db, id: string): Promise<void> {
  await db.update(companyInvitations).set({ acceptedAt: new Date() }).where(eq(companyInvitations.id, id));
}

export async function emailHasAccount(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = lower(${email})`)
    .limit(1);
  return rows.length > 0;
}

/**
 * The new member's login: a profile with the company's party role and no party row of its own,
 * its password credential, and its member row. The address is confirmed: the invitation reached it.
 */
export async function insertMemberAccount(
  db: Db,
  member: {
    email: string;
    name: string;
    party: 'buyer' | 'seller';
    language: UiLanguage;
    passwordHash: string;
    legalAcceptedAt: Date;
    legalVersion: string;
    companyId: string;
    role: MemberRole;
    invitedBy: string | null;
  },
): Promise<string> {
  const [row] = await db
    .insert(profiles)
    .values({
      email: member.email,
      name: member.name,
      role: member.party,
      language: member.language,
      emailVerified: true,
      legalAcceptedAt: member.legalAcceptedAt,
      legalVersion: member.legalVersion,
    })
    .returning({ id: profiles.id });
  const id = row!.id;
  await db
    .insert(accounts)
    .values({ accountId: id, providerId: 'credential', userId: id, password: member.passwordHash });
  await db
    .insert(companyMembers)
    .values({ companyId: member.companyId, profileId: id, role: member.role, invitedBy: member.invitedBy });
  return id;
}

/** The inviter's name and language (the mail names who invites). */
export async function findProfileName(
  db: Db,
  id: string,
): Promise<{ name: string; language: UiLanguage } | undefined> {
  const rows = await db
    .select({ name: profiles.name, language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, id))
    .limit(1);
  return rows[0];
}

/** An account that predates its member row becomes its company's owner row before a team change. */
export async function ensureOwnerRow(db: Db, companyId: string): Promise<void> {
  await db
    .insert(companyMembers)
    .values({ companyId, profileId: companyId, role: 'owner' })
    .onConflictDoNothing();
}

/** Decision 070: a member's approval limit in cents (null: 'kein Limit'), with its role. */
export async function findMemberLimit(
  db: Db,
  profileId: string,
): Promise<{ companyId: string; role: MemberRole; limitCents: number | null } | undefined> {
  const rows = await db
    .select({
      companyId: companyMembers.companyId,
      role: companyMembers.role,
      limitCents: companyMembers.approvalLimitCents,
    })
    .from(companyMembers)
    .where(eq(companyMembers.profileId, profileId))
    .limit(1);
  return rows[0];
}

export async function setApprovalLimit(db: Db, profileId: string, limitCents: number | null): Promise<void> {
  await db
    .update(companyMembers)
    .set({ approvalLimitCents: limitCents })
    .where(eq(companyMembers.profileId, profileId));
}

/**
 * Decision 070: who may approve the company's orders ('Einkauf' and owners), each with the
 * address and language of its mails. An owner without a member row (decision 066's fallback)
 * is among them.
 */
export async function listApprovers(
  db: Db,
  companyId: string,
): Promise<{ id: string; name: string; email: string; language: UiLanguage; role: MemberRole }[]> {
  const res = await db.execute(sql`
    select p.id, p.name, p.email, p.language, m.role
    from ${companyMembers} m join ${profiles} p on p.id = m.profile_id
    where m.company_id = ${companyId} and m.role in ('owner', 'purchasing')
    union
    select p.id, p.name, p.email, p.language, 'owner'
    from ${profiles} p
    where p.id = ${companyId}
      and not exists (select 1 from ${companyMembers} m where m.profile_id = p.id)`);
  return (res as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    id: String(r.id),
    name: String(r.name),
    email: String(r.email),
    language: String(r.language) as UiLanguage,
    role: String(r.role) as MemberRole,
  }));
}

/** A person's name, address and language (the requester's mail, 'angefordert von …'). */
export async function findPerson(
  db: Db,
  id: string,
): Promise<{ id: string; name: string; email: string; language: UiLanguage } | undefined> {
  const rows = await db
    .select({ id: profiles.id, name: profiles.name, email: profiles.email, language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, id))
    .limit(1);
  return rows[0];
}
