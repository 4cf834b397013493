import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { companyOf, inTx, requireMemberAction, type Ctx } from '#server/ctx.ts';
import { AppError, isUniqueViolation, MSG } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/record.ts';
import { enqueueMail } from '#server/modules/mail/outbox.ts';
import { recordEvent } from '#server/events/record.ts';
import { formatDate } from '#shared/format/german.ts';
import { legalAcceptance } from '#shared/legal/acceptance.ts';
import { isMemberRoleOf, type MemberRole } from '#shared/teams/permissions.ts';
import { memberRoleText } from '#shared/teams/role-text.ts';
import { localeFor } from '#shared/i18n/languages.ts';
import {
  INVITATION_VALID_DAYS,
  type AcceptInvitationInput,
  type ChangeMemberRoleInput,
  type InvitationInfo,
  type InviteMemberInput,
  type TeamInvitation,
  type TeamMember,
  type TeamView,
} from '#shared/teams/schema.ts';
import type { UiLanguage } from '#shared/constants.ts';
import { TEAM_MESSAGES } from '#shared/teams/messages.ts';
import { APPROVAL_MESSAGES, type ApprovalLimitInput } from '#shared/approvals/schema.ts';
import { takesApprovalLimit } from '#shared/approvals/rules.ts';
import { toCents } from '#shared/money/cents.ts';
import * as repo from './repository.ts';
import { deleteAssignmentsOf } from './repository/assignments.ts';
import { toInvitationInfo, toTeamInvitation, toTeamMember } from './views.ts';

/**
 * Issue 37 (decision 066): a company's team. Owners invite, change roles and remove; every
 * member reads the list. Every write is audited in its own transaction.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function companyOrFail(ctx: Ctx) {
  const company = await repo.findCompany(ctx.db, companyOf(ctx));
  if (!company) throw new AppError('NOT_FOUND', MSG.notFound);
  return company;
}

export async function getTeam({ ctx }: { ctx: Ctx }): Promise<TeamView> {
  const company = await companyOrFail(ctx);
  const canManage = ctx.user.memberRole === 'owner';
  const [members, invitations] = await Promise.all([
    repo.listMembers(ctx.db, company.id),
    canManage ? repo.listOpenInvitations(ctx.db, company.id) : Promise.resolve([]),
  ]);
  const now = new Date();
  return {
    companyName: company.name,
    party: company.party,
    canManage,
    members: members.map((m) => toTeamMember(m, ctx.user.id)),
    invitations: invitations.map((i) => toTeamInvitation(i, now)),
  };
}

function checkRoleOfParty(party: 'buyer' | 'seller', role: MemberRole): void {
  if (!isMemberRoleOf(party, role)) {
    throw new AppError('VALIDATION', TEAM_MESSAGES.roleNotOfParty, { reason: 'ROLE_NOT_OF_PARTY' });
  }
}

async function queueInvitationMail(
  ctx: Ctx,
  company: { name: string; party: 'buyer' | 'seller' },
  invitation: { email: string; role: MemberRole; expiresAt: Date },
  token: string,
): Promise<void> {
  const inviter = await repo.findProfileName(ctx.db, ctx.user.id);
  const language: UiLanguage = inviter?.language ?? 'de';
  await enqueueMail(ctx.db, {
    to: invitation.email,
    recipientType: company.party,
    templateType: 'team_invitation',
    language,
    variables: {
      company_name: company.name,
      inviter_name: inviter?.name ?? ctx.user.name,
      role: memberRoleText(invitation.role, language),
      invitation_url: `${ctx.deps.config.publicUrl}/team/join?token=${encodeURIComponent(token)}`,
      expires_on: formatDate(invitation.expiresAt, localeFor(language)),
    },
  });
}

/** Invites an address with a role; a second invitation of the same address renews the first. */
export async function invite({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: InviteMemberInput;
}): Promise<TeamInvitation> {
  requireMemberAction(ctx, 'members');
  const company = await companyOrFail(ctx);
  checkRoleOfParty(company.party, input.role);
  return ctx.db.transaction(async (tx) => {
    const c = inTx(ctx, tx);
    if (await repo.emailHasAccount(tx, input.email)) {
      throw new AppError('CONFLICT', TEAM_MESSAGES.emailHasAccount, { reason: 'EMAIL_HAS_ACCOUNT' });
    }
    if (await repo.findOpenInvitationByEmail(tx, company.id, input.email)) {
      throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyInvited, { reason: 'ALREADY_INVITED' });
    }
    const token = newToken();
    const row = await repo.insertInvitation(tx, {
      companyId: company.id,
      email: input.email,
      role: input.role,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + INVITATION_VALID_DAYS * DAY_MS),
      invitedBy: ctx.user.id,
    });
    await queueInvitationMail(c, company, row, token);
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'team.invite',
      entity: 'company_invitation',
      entityId: row.id,
      before: null,
      after: { companyId: company.id, email: row.email, role: row.role, expiresAt: row.expiresAt },
    });
    return toTeamInvitation(row);
  });
}

/** Sends an open invitation again with a new link and seven days more; the old link stops working. */
export async function renewInvitation({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string };
}): Promise<TeamInvitation> {
  requireMemberAction(ctx, 'members');
  const company = await companyOrFail(ctx);
  return ctx.db.transaction(async (tx) => {
    const open = await repo.lockOpenInvitation(tx, company.id, input.id);
    if (!open) throw new AppError('NOT_FOUND', TEAM_MESSAGES.invitationNotFound);
    const token = newToken();
    const row = await repo.renewInvitation(tx, open.id, {
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + INVITATION_VALID_DAYS * DAY_MS),
      invitedBy: ctx.user.id,
    });
    await queueInvitationMail(inTx(ctx, tx), company, row, token);
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'team.invitation_renew',
      entity: 'company_invitation',
      entityId: row.id,
      before: { expiresAt: open.expiresAt },
      after: { expiresAt: row.expiresAt },
    });
    return toTeamInvitation(row);
  });
}

export async function revokeInvitation({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string };
}): Promise<{ ok: true }> {
  requireMemberAction(ctx, 'members');
  const companyId = companyOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const open = await repo.lockOpenInvitation(tx, companyId, input.id);
    if (!open) throw new AppError('NOT_FOUND', TEAM_MESSAGES.invitationNotFound);
    await repo.revokeInvitation(tx, open.id);
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'team.invitation_revoke',
      entity: 'company_invitation',
      entityId: open.id,
      before: { email: open.email, role: open.role },
      after: null,
    });
  });
  return { ok: true };
}

/** Refuses a change that would leave the company without an owner (owners locked, counted afresh). */
async function keepAnOwner(tx: Ctx['db'], companyId: string, leaving: string): Promise<void> {
  const owners = await repo.lockOwners(tx, companyId);
  if (owners.filter((id) => id !== leaving).length === 0) {
    throw new AppError('CONFLICT', TEAM_MESSAGES.lastOwner, { reason: 'LAST_OWNER' });
  }
}

export async function changeRole({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { profileId: string } & ChangeMemberRoleInput;
}): Promise<TeamMember> {
  requireMemberAction(ctx, 'members');
  const company = await companyOrFail(ctx);
  checkRoleOfParty(company.party, input.role);
  await ctx.db.transaction(async (tx) => {
    await repo.ensureOwnerRow(tx, company.id);
    if (input.role !== 'owner') await keepAnOwner(tx, company.id, input.profileId);
    const member = await repo.lockMember(tx, company.id, input.profileId);
    if (!member) throw new AppError('NOT_FOUND', TEAM_MESSAGES.memberNotFound);
    if (member.role === input.role) return;
    await repo.setMemberRole(tx, member.profileId, input.role);
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'team.role_change',
      entity: 'company_member',
      entityId: member.profileId,
      before: { companyId: company.id, role: member.role },
      after: { companyId: company.id, role: input.role },
    });
  });
  const row = (await repo.listMembers(ctx.db, company.id)).find((m) => m.profileId === input.profileId);
  if (!row) throw new AppError('NOT_FOUND', TEAM_MESSAGES.memberNotFound);
  return toTeamMember(row, ctx.user.id);
}

/**
 * Removes a member: in one transaction the member row goes, its sessions end and its API keys
 * are revoked; the company's work (requests, offers, orders) stays the company's.
 */
export async function removeMember({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { profileId: string };
}): Promise<{ ok: true }> {
  requireMemberAction(ctx, 'members');
  const companyId = companyOf(ctx);
  if (input.profileId === ctx.user.id) {
    throw new AppError('CONFLICT', TEAM_MESSAGES.notYourself, { reason: 'NOT_YOURSELF' });
  }
  await ctx.db.transaction(async (tx) => {
    await repo.ensureOwnerRow(tx, companyId);
    await keepAnOwner(tx, companyId, input.profileId);
    const member = await repo.lockMember(tx, companyId, input.profileId);
    // The company itself (its id is its first owner's profile) cannot leave: it owns the work.
    if (!member || member.profileId === companyId) {
      throw new AppError(
        member ? 'CONFLICT' : 'NOT_FOUND',
        member ? TEAM_MESSAGES.lastOwner : TEAM_MESSAGES.memberNotFound,
      );
    }
    const ended = await repo.removeMember(tx, member.profileId);
    // Decision 071: its assigned requests are nobody's until a colleague takes them (their mails
    // go to the roles again).
    await deleteAssignmentsOf(tx, member.profileId);
    await recordEvent(
      tx,
      { type: 'company.member_removed', companyId, profileId: member.profileId },
      ctx.user.id,
    );
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'team.member_remove',
      entity: 'company_member',
      entityId: member.profileId,
      before: { companyId, role: member.role },
      after: ended,
    });
  });
  return { ok: true };
}

/** An invitation by its link, or the German reason why it no longer opens anything. */
async function usableInvitation(db: Ctx<null>['db'], token: string, lock = false) {
  const row = await repo.findInvitationByTokenHash(db, hashToken(token), lock);
  if (!row || row.acceptedAt || row.revokedAt) {
    throw new AppError('NOT_FOUND', TEAM_MESSAGES.invitationNotFound, { reason: 'INVITATION_NOT_FOUND' });
  }
  if (row.expiresAt.getTime() <= Date.now()) {
    throw new AppError('UNPROCESSABLE', TEAM_MESSAGES.invitationExpired, { reason: 'INVITATION_EXPIRED' });
  }
  const company = await repo.findCompany(db, row.companyId);
  if (!company) {
    throw new AppError('NOT_FOUND', TEAM_MESSAGES.invitationNotFound, { reason: 'INVITATION_NOT_FOUND' });
  }
  return { row, company };
}

export async function invitationInfo({
  ctx,
  input,
}: {
  ctx: Ctx<null>;
  input: { token: string };
}): Promise<InvitationInfo> {
  const { row, company } = await usableInvitation(ctx.db, input.token);
  return toInvitationInfo(row, company);
}

/**
 * Joins the company: a new login for the invited address, bound to the company with the
 * invited role. An address that already has an account is refused (one login, one company).
 */
export async function acceptInvitation({
  ctx,
  input,
}: {
  ctx: Ctx<null>;
  input: { token: string } & AcceptInvitationInput;
}): Promise<{ email: string }> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const { row, company } = await usableInvitation(tx, input.token, true);
      if (await repo.emailHasAccount(tx, row.email)) {
        throw new AppError('CONFLICT', TEAM_MESSAGES.emailHasAccount, { reason: 'EMAIL_HAS_ACCOUNT' });
      }
      const profileId = await repo.insertMemberAccount(tx, {
        email: row.email,
        name: `${input.firstName} ${input.lastName}`,
        party: company.party,
        language: input.language ?? 'de',
        passwordHash,
        ...legalAcceptance(),
        companyId: company.id,
        role: row.role,
        invitedBy: row.invitedBy,
      });
      await repo.markAccepted(tx, row.id);
      await recordAudit(tx, {
        actorId: profileId,
        action: 'team.join',
        entity: 'company_member',
        entityId: profileId,
        before: null,
        after: { companyId: company.id, role: row.role, invitationId: row.id },
      });
      return { email: row.email };
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('CONFLICT', TEAM_MESSAGES.emailHasAccount, { reason: 'EMAIL_HAS_ACCOUNT' });
    }
    throw err;
  }
}

/**
 * Decision 070: the owner sets an 'Einkauf' member's approval limit (gross order total in euros,
 * or null for 'kein Limit'). Owners are never limited; a requester always asks.
 */
export async function setApprovalLimit({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { profileId: string } & ApprovalLimitInput;
}): Promise<TeamMember> {
  requireMemberAction(ctx, 'members');
  const company = await companyOrFail(ctx);
  if (company.party !== 'buyer') {
    throw new AppError('VALIDATION', APPROVAL_MESSAGES.limitNotForRole, { reason: 'LIMIT_NOT_FOR_ROLE' });
  }
  const limitCents = input.approvalLimit === null ? null : toCents(input.approvalLimit);
  await ctx.db.transaction(async (tx) => {
    await repo.ensureOwnerRow(tx, company.id);
    const member = await repo.lockMember(tx, company.id, input.profileId);
    if (!member) throw new AppError('NOT_FOUND', TEAM_MESSAGES.memberNotFound);
    if (!takesApprovalLimit(member.role)) {
      throw new AppError('VALIDATION', APPROVAL_MESSAGES.limitNotForRole, { reason: 'LIMIT_NOT_FOR_ROLE' });
    }
    const before = await repo.findMemberLimit(tx, member.profileId);
    await repo.setApprovalLimit(tx, member.profileId, limitCents);
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'team.approval_limit',
      entity: 'company_member',
      entityId: member.profileId,
      before: { companyId: company.id, approvalLimitCents: before?.limitCents ?? null },
      after: { companyId: company.id, approvalLimitCents: limitCents },
    });
  });
  const row = (await repo.listMembers(ctx.db, company.id)).find((m) => m.profileId === input.profileId);
  if (!row) throw new AppError('NOT_FOUND', TEAM_MESSAGES.memberNotFound);
  return toTeamMember(row, ctx.user.id);
}
