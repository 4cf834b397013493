import { z } from 'zod';
import { text } from '#shared/common/text.ts';
import { b2bPasswordSchema, emailAddressSchema, PASSWORDS_DIFFER } from '#shared/auth/schema.ts';
import { legalAcceptanceSchema } from '#shared/legal/acceptance.ts';
import { MEMBER_ROLES } from './permissions.ts';
import { UI_LANGUAGES } from '#shared/constants.ts';

/** Issue 37 (decision 066): the team page, invitations and joining a company. */

export const INVITATION_VALID_DAYS = 7;

const memberRole = z.enum(MEMBER_ROLES, 'Bitte wählen Sie eine Rolle');

export const inviteMemberInputSchema = z.object({
  email: emailAddressSchema,
  role: memberRole,
});
export type InviteMemberInput = z.infer<typeof inviteMemberInputSchema>;

export const changeMemberRoleInputSchema = z.object({ role: memberRole });
export type ChangeMemberRoleInput = z.infer<typeof changeMemberRoleInputSchema>;

/** Joining a company by its invitation: the person's name and a password (decision 061's rule). */
export const acceptInvitationInputSchema = z
  .object({
    firstName: text().trim().min(1, 'Bitte geben Sie Ihren Vornamen ein').max(200),
    lastName: text().trim().min(1, 'Bitte geben Sie Ihren Nachnamen ein').max(200),
    password: b2bPasswordSchema,
    passwordConfirm: text(),
    acceptLegal: legalAcceptanceSchema,
    language: z.enum(UI_LANGUAGES).optional(),
  })
  .refine((v) => v.password === v.passwordConfirm, { message: PASSWORDS_DIFFER, path: ['passwordConfirm'] });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInputSchema>;

export const teamMemberSchema = z.object({
  profileId: z.uuid(),
  name: text(),
  email: text(),
  role: z.enum(MEMBER_ROLES),
  joinedAt: z.string(),
  /** The signed-in user's own row. */
  self: z.boolean(),
  /**
   * Decision 070: the gross order total (EUR, '1500.00') the member may order alone; null is
   * 'kein Limit'. Every member reads it; the owner sets it for 'Einkauf'.
   */
  approvalLimit: text().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.uuid(),
  email: text(),
  role: z.enum(MEMBER_ROLES),
  invitedAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamViewSchema = z.object({
  companyName: text(),
  party: z.enum(['buyer', 'seller']),
  /** Owners manage the team; everybody else sees it. */
  canManage: z.boolean(),
  members: z.array(teamMemberSchema),
  /** Open invitations, expired ones included until they are renewed or revoked; owners only. */
  invitations: z.array(teamInvitationSchema),
});
export type TeamView = z.infer<typeof teamViewSchema>;

/** What the invitation page shows before the new member signs up (public, by the link's token). */
export const invitationInfoSchema = z.object({
  companyName: text(),
  party: z.enum(['buyer', 'seller']),
  email: text(),
  role: z.enum(MEMBER_ROLES),
  expiresAt: z.string(),
});
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

export const invitationTokenParamsSchema = z.object({ token: text().min(20).max(200) });
