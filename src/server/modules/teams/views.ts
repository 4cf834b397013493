import type { InvitationInfo, TeamInvitation, TeamMember } from '#shared/teams/schema.ts';
import { fromCents } from '#shared/money/cents.ts';
import { takesApprovalLimit } from '#shared/approvals/rules.ts';
import type { InvitationRow, MemberRow } from './repository.ts';

/** Issue 37: what leaves the server of a member and an invitation, field by field. */
export function toTeamMember(row: MemberRow, selfId: string): TeamMember {
  return {
    profileId: row.profileId,
    name: row.name,
    email: row.email,
    role: row.role,
    joinedAt: row.createdAt.toISOString(),
    self: row.profileId === selfId,
    // Decision 070: only 'Einkauf' is limited, whatever an earlier role left in the row.
    approvalLimit:
      takesApprovalLimit(row.role) && row.approvalLimitCents !== null
        ? fromCents(row.approvalLimitCents)
        : null,
  };
}

export function toTeamInvitation(row: InvitationRow, now: Date = new Date()): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
  };
}

export function toInvitationInfo(
  row: InvitationRow,
  company: { name: string; party: 'buyer' | 'seller' },
): InvitationInfo {
  return {
    companyName: company.name,
    party: company.party,
    email: row.email,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
  };
}
