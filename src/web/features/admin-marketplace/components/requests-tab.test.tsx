import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi, answerApi } from '#web/test/render.tsx';
import { adminTexts } from '#web/app/dashboards/admin-texts.ts';
import { RequestsTab } from './requests-tab.tsx';

const ROW = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  partNumber: 'R900561274',
  manufacturer: 'Bosch Rexroth',
  description: null,
  buyerName: 'Erika Muster',
  buyerCompany: 'Muster Hydraulik GmbH',
  quantity: 2,
  maxBudget: null,
  currency: 'EUR',
  urgency: 'normal',
  status: 'active',
  offerCount: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('admin requests (issue 34)', () => {
  it("has no 'Budget' column that reads '–' on every row, and says 'Normal' as the buyer does", async () => {
    answerApi({
      status: 200,
      body: { items: [ROW], total: 1, page: 1, pageSize: 20, counts: { total: 1, active: 1 } },
    });
    await renderUi(<RequestsTab />, { texts: adminTexts });
    expect((await screen.findAllByText('R900561274')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Budget')).toBeNull();
    expect(screen.queryByText('Mittel')).toBeNull();
    expect(screen.getAllByText('Normal').length).toBeGreaterThan(0);
  });
});
