import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { requests } from '#server/db/schema/marketplace.ts';
import { notificationSettings } from '#server/db/schema/notification-settings.ts';
import { companyMembers, requestAssignments } from '#server/db/schema/teams.ts';
import type { UiLanguage } from '#shared/constants.ts';
import type { MemberRole } from '#shared/teams/permissions.ts';
import type { CompanyMailMode } from '#shared/teams/recipients.ts';

/*
 * Issue 37 (decision 071): assignments of requests to members, the names behind 'erstellt von'
 * and 'Zugewiesen', and the members a company mail may go to. Every read is keyed by the
 * reader's company: one company's assignment is never another's to read.
 */

export interface MailMemberRow {
  companyId: string;
  id: string;
  role: MemberRole;
  email: string;
  name: string;
  language: UiLanguage;
  stored: CompanyMailMode | null;
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * The members of these companies with their address, language and stored choice of company
 * mails; an owner whose account predates its member row (decision 066's fallback) as owner.
 */
export async function mailMembersOf(db: Db, companyIds: readonly string[]): Promise<MailMemberRow[]> {
  if (companyIds.length === 0) return [];
  const ids = sql.join(
    [...new Set(companyIds)].map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const res = await db.execute(sql`
    select m.company_id, p.id, m.role, p.email, p.name, p.language, ns.company_mails
    from ${companyMembers} m
    join ${profiles} p on p.id = m.profile_id
    left join ${notificationSettings} ns on ns.user_id = p.id
    where m.company_id in (${ids})
    union all
    select p.id, p.id, 'owner', p.email, p.name, p.language, ns.company_mails
    from ${profiles} p
    left join ${notificationSettings} ns on ns.user_id = p.id
    where p.id in (${ids})
      and not exists (select 1 from ${companyMembers} m where m.profile_id = p.id)`);
  return rowsOf<Record<string, unknown>>(res).map((r) => ({
    companyId: String(r.company_id),
    id: String(r.id),
    role: String(r.role) as MemberRole,
    email: String(r.email),
    name: String(r.name),
    language: String(r.language) as UiLanguage,
    stored: (r.company_mails ?? null) as CompanyMailMode | null,
  }));
}

/** The stored assignments of these requests, of every company (the caller picks its own). */
export function assignmentsOfRequests(db: Db, requestIds: readonly string[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      companyId: requestAssignments.companyId,
      requestId: requestAssignments.requestId,
      assigneeId: requestAssignments.assigneeId,
    })
    .from(requestAssignments)
    .where(inArray(requestAssignments.requestId, [...requestIds]));
}

/** Who created these requests, with their owning company (the creator is that company's). */
export function creatorsOfRequests(db: Db, requestIds: readonly string[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: requests.id, buyerId: requests.buyerId, createdBy: requests.createdBy })
    .from(requests)
    .where(inArray(requests.id, [...requestIds]));
}

/**
 * Decision 083: the company's assignee of a request, and a member by id, as a JSON column
 * ({ id, name } or null) of a list's own statement: one primary-key probe each.
 */
export function assigneeJson(companyId: SQL, requestId: SQL): SQL<MemberJson | null> {
  return sql<MemberJson | null>`(select json_build_object('id', ap.id, 'name', ap.name)
    from ${requestAssignments} ax join ${profiles} ap on ap.id = ax.assignee_id
    where ax.company_id = ${companyId} and ax.request_id = ${requestId})`;
}
export function memberJson(profileId: SQL): SQL<MemberJson | null> {
  return sql<MemberJson | null>`(select json_build_object('id', mp.id, 'name', mp.name) from ${profiles} mp where mp.id = ${profileId})`;
}
interface MemberJson {
  id: string;
  name: string;
}

/** Names by profile id ('erstellt von …'); the caller passes only ids from its own company's rows. */
export function profileNames(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: profiles.id, name: profiles.name })
    .from(profiles)
    .where(inArray(profiles.id, [...new Set(ids)]));
}

/** A member of the company with its role (the first owner without a member row is the owner). */
export async function memberOfCompany(
  db: Db,
  companyId: string,
  profileId: string,
): Promise<{ id: string; name: string; role: MemberRole } | undefined> {
  const members = await mailMembersOf(db, [companyId]);
  const m = members.find((x) => x.id === profileId && x.companyId === companyId);
  return m && { id: m.id, name: m.name, role: m.role };
}

export async function upsertAssignment(
  db: Db,
  row: { companyId: string; requestId: string; assigneeId: string; assignedBy: string },
): Promise<{ previous: string | null }> {
  const [before] = await db
    .select({ assigneeId: requestAssignments.assigneeId })
    .from(requestAssignments)
    .where(
      and(eq(requestAssignments.companyId, row.companyId), eq(requestAssignments.requestId, row.requestId)),
    )
    .for('update');
  await db
    .insert(requestAssignments)
    .values(row)
    .onConflictDoUpdate({
      target: [requestAssignments.companyId, requestAssignments.requestId],
      set: { assigneeId: row.assigneeId, assignedBy: row.assignedBy, assignedAt: new Date() },
    });
  return { previous: before?.assigneeId ?? null };
}

export async function deleteAssignment(
  db: Db,
  companyId: string,
  requestId: string,
): Promise<{ previous: string | null }> {
  const rows = await db
    .delete(requestAssignments)
    .where(and(eq(requestAssignments.companyId, companyId), eq(requestAssignments.requestId, requestId)))
    .returning({ assigneeId: requestAssignments.assigneeId });
  return { previous: rows[0]?.assigneeId ?? null };
}

/** A member who leaves takes no assignment along: its requests are nobody's until reassigned. */
export async function deleteAssignmentsOf(db: Db, profileId: string): Promise<void> {
  await db.delete(requestAssignments).where(eq(requestAssignments.assigneeId, profileId));
}
