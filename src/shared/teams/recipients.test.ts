import { describe, expect, it } from 'vitest';
import { companyMailModeOf, handlesCompanyMail, pickRecipients, type MailMember } from './recipients.ts';

const company = 'c0000000-0000-4000-8000-000000000000';
const owner: MailMember = { id: company, role: 'owner', mode: 'all' };
const sales = (id: string, mode: MailMember['mode']): MailMember => ({ id, role: 'sales', mode });

describe('who of a company hears of its work (decision 071)', () => {
  it('defaults: the owner everything of its role, everybody else only what is assigned to it', () => {
    expect(companyMailModeOf('owner', null)).toBe('all');
    expect(companyMailModeOf('sales', undefined)).toBe('assigned');
    expect(companyMailModeOf('purchasing', null)).toBe('assigned');
    expect(companyMailModeOf('owner', 'none')).toBe('none');
    expect(companyMailModeOf('read', 'all')).toBe('all');
  });

  it('the roles that handle orders handle the mails: owner and Vertrieb, owner and Einkauf', () => {
    expect(
      ['owner', 'sales', 'purchasing', 'requester', 'read'].filter((r) => handlesCompanyMail(r as never)),
    ).toEqual(['owner', 'sales', 'purchasing']);
  });

  it('a one-member company: its owner, as before teams', () => {
    expect(pickRecipients([owner], { companyId: company })).toEqual([company]);
  });

  it("unassigned: every member of a handling role who chose 'alle', not those who chose less", () => {
    const members = [owner, sales('a', 'all'), sales('b', 'assigned'), sales('c', 'none')];
    expect(pickRecipients(members, { companyId: company })).toEqual([company, 'a']);
    // 'Lesen' and 'Anforderer' do not handle the mails, whatever they chose.
    expect(
      pickRecipients(
        [owner, { id: 'r', role: 'read', mode: 'all' }, { id: 'q', role: 'requester', mode: 'all' }],
        {
          companyId: company,
        },
      ),
    ).toEqual([company]);
  });

  it("assigned: the assignee alone, unless it chose 'keine' (then the roles again)", () => {
    const members = [owner, sales('a', 'all'), sales('b', 'assigned')];
    expect(pickRecipients(members, { companyId: company, assigneeId: 'b' })).toEqual(['b']);
    expect(pickRecipients(members, { companyId: company, assigneeId: 'a' })).toEqual(['a']);
    expect(
      pickRecipients([owner, sales('a', 'all'), sales('c', 'none')], { companyId: company, assigneeId: 'c' }),
    ).toEqual([company, 'a']);
    // An assignee who left the company is nobody's: the roles hear of it.
    expect(pickRecipients(members, { companyId: company, assigneeId: 'gone' })).toEqual([company, 'a']);
  });

  it("the request's creator hears of its own request unless it chose 'keine'", () => {
    const requester: MailMember = { id: 'q', role: 'requester', mode: 'assigned' };
    expect(pickRecipients([owner, requester], { companyId: company, creatorId: 'q' })).toEqual([
      company,
      'q',
    ]);
    expect(
      pickRecipients([owner, { ...requester, mode: 'none' }], { companyId: company, creatorId: 'q' }),
    ).toEqual([company]);
  });

  it('nobody qualifies: the first owner, so a company never silently misses an order', () => {
    const members = [{ ...owner, mode: 'none' as const }, sales('a', 'assigned'), sales('c', 'none')];
    expect(pickRecipients(members, { companyId: company })).toEqual([company]);
  });
});
