import type { MemberRole } from '#shared/teams/permissions.ts';
import { Client, type TestApp } from './harness.ts';
import { loggedIn, PASSWORD, uniqueEmail } from './given.ts';
import { outboxNow } from './outbox.ts';

/** Issue 37: team factories — an invitation through the owner's route, its token from the mail. */

export async function invitationToken(t: TestApp, email: string): Promise<string> {
  const mails = await outboxNow(t.database.db, email, 'team_invitation');
  const url = String(mails.at(-1)?.variables.invitation_url ?? '');
  const token = new URL(url).searchParams.get('token');
  if (!token) throw new Error(`no invitation mail for ${email}`);
  return token;
}

export function acceptBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Karl',
    lastName: 'Kollege',
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    acceptLegal: true,
    ...overrides,
  };
}

/**
 * A new member of the owner's company with the role, signed in: invited by the owner, joined
 * through the invitation page's route, logged in on the company's login page.
 */
export async function member(
  t: TestApp,
  owner: Client,
  party: 'buyer' | 'seller',
  role: MemberRole,
  names: { firstName?: string; lastName?: string } = {},
): Promise<{ id: string; email: string; password: string; client: Client }> {
  const email = uniqueEmail(`team-${role}`);
  const invited = await owner.post('/api/v1/team/invitations', { email, role });
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.body}`);
  const token = await invitationToken(t, email);
  const joined = await new Client(t.app).post(`/api/v1/team-invitations/${token}/accept`, acceptBody(names));
  if (joined.statusCode !== 201) throw new Error(`joining failed: ${joined.body}`);
  const client = await loggedIn(t, { email, password: PASSWORD }, party);
  const session = (await client.get('/api/v1/auth/session')).json() as { user: { id: string } };
  return { id: session.user.id, email, password: PASSWORD, client };
}
