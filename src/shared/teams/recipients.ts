import { z } from 'zod';
import { can, type MemberRole } from './permissions.ts';

/**
 * Issue 37 (decision 071): who of a company hears of its work — a new request, a question, an
 * order for a seller; an offer, a question, an order for a buyer. The rule, pure; the teams
 * module's `companyRecipients` reads the members and applies it.
 */

/** Each member's choice for the company's mails and pushes ('Benachrichtigungen'). */
export const COMPANY_MAIL_MODES = ['all', 'assigned', 'none'] as const;
export type CompanyMailMode = (typeof COMPANY_MAIL_MODES)[number];
export const companyMailModeSchema = z.enum(
  COMPANY_MAIL_MODES,
  'Bitte wählen Sie, welche Nachrichten des Unternehmens Sie erhalten möchten',
);

/**
 * Without a stored choice: the owner hears everything (as before teams), every other member only
 * what is assigned to it, so a company that adds colleagues does not start mailing all of them.
 */
export function companyMailModeOf(
  role: MemberRole,
  stored: CompanyMailMode | null | undefined,
): CompanyMailMode {
  return stored ?? (role === 'owner' ? 'all' : 'assigned');
}

/**
 * The roles a company's mail is for: the ones that handle orders — for a seller the owner and
 * 'Vertrieb' (new requests, questions and orders are its work), for a buyer the owner and
 * 'Einkauf' (offers and orders). The request's creator is added by `pickRecipients`.
 */
export function handlesCompanyMail(role: MemberRole): boolean {
  return can(role, 'orders');
}

export interface MailMember {
  id: string;
  role: MemberRole;
  mode: CompanyMailMode;
}

/**
 * The recipients of one company mail: the request's assignee, unless it chose 'keine'; else every
 * member whose role handles the mail and who chose 'alle', and the request's creator (its own
 * request, unless it chose 'keine'); if nobody qualifies, the company's first owner (whose id is
 * the company's), so a company never silently misses an order.
 */
export function pickRecipients(
  members: readonly MailMember[],
  thing: { companyId: string; assigneeId?: string | null; creatorId?: string | null },
): string[] {
  const assignee = thing.assigneeId ? members.find((m) => m.id === thing.assigneeId) : undefined;
  if (assignee && assignee.mode !== 'none') return [assignee.id];
  const ids = members
    .filter(
      (m) =>
        (m.mode === 'all' && handlesCompanyMail(m.role)) || (m.id === thing.creatorId && m.mode !== 'none'),
    )
    .map((m) => m.id);
  return ids.length > 0 ? ids : [thing.companyId];
}
