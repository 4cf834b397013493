import type { Db } from '#server/db/client.ts';
import type { MemberRole } from '#shared/teams/permissions.ts';
import * as repo from './repository.ts';

/** Issue 37: the company a profile acts for and its role there (null: none — an admin or a removed member). */
export function findMembership(
  db: Db,
  profileId: string,
): Promise<{ companyId: string | null; memberRole: MemberRole | null }> {
  return repo.findMembership(db, profileId);
}
