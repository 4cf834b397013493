import type { Db } from '#server/db/client.ts';
import type { MemberRole } from '#shared/teams/permissions.ts';
import type { Role } from '#shared/constants.ts';
import * as repo from './repository.ts';

/** Issue 37: the company a profile acts for and its role there (null: none — an admin or a removed member). */
export function findMembership(
  db: Db,
  profileId: string,
): Promise<{ companyId: string | null; memberRole: MemberRole | null }> {
  return repo.findMembership(db, profileId);
}

/**
 * Issue 34 (decision 078): the account a confirmation link names, read before the link is
 * applied — its role picks the login page, and whether it was confirmed before tells a link
 * used twice from a first confirmation. Only used once better-auth accepted the link.
 */
export async function verificationStateOf(
  db: Db,
  email: string,
): Promise<{ role: Role; emailVerified: boolean } | undefined> {
  const user = await repo.findUserByEmail(db, email);
  return user ? { role: user.role, emailVerified: user.emailVerified } : undefined;
}
