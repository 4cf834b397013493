import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TeamView } from '#shared/teams/schema.ts';
import type { MemberRole } from '#shared/teams/permissions.ts';
import { answerApi, bodiesSent, renderUi } from '#web/test/render.tsx';
import { buyerTexts } from '#web/app/dashboards/buyer-texts.ts';
import { AssigneeControl, CreatedBy } from './assignee-control.tsx';

const ID = (n: number) => `5b0d7a55-0000-4000-8000-00000000000${n}`;
const REQUEST = 'a1b2c3d4-0000-4000-8000-000000000009';

function team(selfRole: MemberRole): TeamView {
  const m = (n: number, name: string, role: MemberRole) => ({
    profileId: ID(n),
    name,
    email: `m${n}@werk.example`,
    role,
    joinedAt: '2026-11-20T08:00:00.000Z',
    self: role === selfRole,
    approvalLimit: null,
  });
  return {
    companyName: 'Instandhaltung Nord GmbH',
    party: 'buyer',
    canManage: selfRole === 'owner',
    members: [
      m(1, 'Olga Inhaberin', 'owner'),
      m(2, 'Paul Einkauf', 'purchasing'),
      m(3, 'Rita Anforderer', 'requester'),
      m(4, 'Lea Leser', 'read'),
    ],
    invitations: [],
  };
}

describe('the assignee control (issue 37, decision 071)', () => {
  it("lets a member who may assign pick 'Niemand' or a colleague of a working role, and saves the choice", async () => {
    const fetchMock = answerApi((path) =>
      path === '/team'
        ? { status: 200, body: team('owner') }
        : { status: 200, body: { requestId: REQUEST, assignee: { id: ID(3), name: 'Rita Anforderer' } } },
    );
    await renderUi(
      <AssigneeControl
        path={`/buyer/requests/${REQUEST}/assignee`}
        assignee={null}
        refresh={['buyer', 'requests']}
      />,
      { texts: buyerTexts },
    );
    const select = (await screen.findByLabelText('Zugewiesen')) as HTMLSelectElement;
    // 'Lesen' is no one to assign to; the reader's own entry says 'Sie'.
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Niemand',
      'Olga Inhaberin (Sie)',
      'Paul Einkauf',
      'Rita Anforderer',
    ]);
    await userEvent.setup().selectOptions(select, ID(3));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, `/buyer/requests/${REQUEST}/assignee`, 'PUT')).toEqual([
        { assigneeId: ID(3) },
      ]),
    );
  });

  it("shows 'Zugewiesen: …' as text to a reader, and 'erstellt von …'", async () => {
    const fetchMock = answerApi({ status: 200, body: team('read') });
    await renderUi(
      <>
        <AssigneeControl
          path={`/buyer/requests/${REQUEST}/assignee`}
          assignee={{ id: ID(2), name: 'Paul Einkauf' }}
          refresh={['buyer', 'requests']}
        />
        <CreatedBy member={{ id: ID(3), name: 'Rita Anforderer' }} />
      </>,
      { texts: buyerTexts },
    );
    expect(await screen.findByText('Zugewiesen: Paul Einkauf')).toBeTruthy();
    expect(screen.getByText('erstellt von Rita Anforderer')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(bodiesSent(fetchMock, `/buyer/requests/${REQUEST}/assignee`, 'PUT')).toEqual([]);
  });
});
