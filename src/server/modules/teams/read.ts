import type { Db } from '#server/db/client.ts';
import type { UiLanguage } from '#shared/constants.ts';
import type { MemberRef } from '#shared/teams/assignment.ts';
import { companyMailModeOf, pickRecipients, type CompanyMailMode } from '#shared/teams/recipients.ts';
import * as repo from './repository/assignments.ts';

export { findMemberLimit, findPerson, listApprovers } from './repository.ts';
export { assigneeJson, memberJson } from './repository/assignments.ts';

/**
 * What other modules read of a company's team (its public read file, decision 038): who of a
 * company hears of its work, the assignee of each request, and members' names for 'erstellt
 * von …' (decision 071); a member's approval limit (orders decides by it), the approvers of a
 * company and a person's contact (decision 070). Every answer names members of the company asked
 * about only.
 */

export interface CompanyRecipient {
  id: string;
  email: string;
  language: UiLanguage;
  name: string;
}

/** A company's mail or push about one of its requests (its own, or one it sees as a seller). */
export interface CompanyThing {
  companyId: string;
  requestId?: string | null;
}

/**
 * Issue 37 (decision 071): THE recipients of each company mail or push, in the things' order —
 * the request's assignee in that company, else every member of the roles that handle it who
 * chose 'alle' and the request's creator, else the company's first owner (pickRecipients in
 * src/shared/teams/recipients.ts). Three statements for any number of things, so a batch of a
 * new request's audience costs what one seller does.
 */
export async function companyRecipients(
  db: Db,
  things: readonly CompanyThing[],
): Promise<CompanyRecipient[][]> {
  if (things.length === 0) return [];
  const requestIds = [...new Set(things.flatMap((t) => (t.requestId ? [t.requestId] : [])))];
  const members = await repo.mailMembersOf(
    db,
    things.map((t) => t.companyId),
  );
  const assignments = await repo.assignmentsOfRequests(db, requestIds);
  const creators = await repo.creatorsOfRequests(db, requestIds);
  return things.map((t) => {
    const own = members.filter((m) => m.companyId === t.companyId);
    const assigneeId = assignments.find(
      (a) => a.companyId === t.companyId && a.requestId === t.requestId,
    )?.assigneeId;
    // The creator is a member of the company that owns the request: only that company's mail names it.
    const creatorId = creators.find((c) => c.id === t.requestId && c.buyerId === t.companyId)?.createdBy;
    const ids = pickRecipients(
      own.map((m) => ({ id: m.id, role: m.role, mode: companyMailModeOf(m.role, m.stored) })),
      { companyId: t.companyId, assigneeId, creatorId },
    );
    return ids.flatMap((id) => {
      const m = own.find((x) => x.id === id);
      return m ? [{ id: m.id, email: m.email, language: m.language, name: m.name }] : [];
    });
  });
}

/** A member of the company with its contact and choice of company mails (the assignment's mail). */
export async function memberContact(
  db: Db,
  companyId: string,
  profileId: string,
): Promise<(CompanyRecipient & { mode: CompanyMailMode }) | undefined> {
  const m = (await repo.mailMembersOf(db, [companyId])).find((x) => x.id === profileId);
  return (
    m && {
      id: m.id,
      email: m.email,
      language: m.language,
      name: m.name,
      mode: companyMailModeOf(m.role, m.stored),
    }
  );
}

/**
 * Members by id, for 'erstellt von …'. The caller passes the created_by of rows that belong to
 * the reader's own company (it scoped the rows): a creator is always that company's member.
 */
export async function memberNames(db: Db, ids: readonly (string | null)[]): Promise<Map<string, MemberRef>> {
  const rows = await repo.profileNames(
    db,
    ids.filter((id): id is string => id !== null),
  );
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name }]));
}

/** A row's 'erstellt von …', or null (older rows, automatic offers). */
export const createdByOf = (names: Map<string, MemberRef>, id: string | null): MemberRef | null =>
  (id === null ? undefined : names.get(id)) ?? null;
