import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi, answerApi } from '#web/test/render.tsx';
import { adminTexts } from '#web/app/dashboards/admin-texts.ts';
import { StatsStrip } from './stats-strip.tsx';

describe('admin statistics strip', () => {
  it('the statistics strip shows dashes while loading, the counts, or its error', async () => {
    answerApi('pending');
    const first = await renderUi(<StatsStrip />, { texts: adminTexts });
    expect(screen.getAllByText('–')).toHaveLength(5);
    first.unmount();
    answerApi({
      status: 200,
      body: { buyersCount: 7, sellersCount: 3, verifiedSellersCount: 2, ordersCount: 11, requestsCount: 13 },
    });
    const second = await renderUi(<StatsStrip />, { texts: adminTexts });
    expect(await screen.findByText('13')).toBeTruthy();
    second.unmount();
    answerApi({ status: 500, body: { code: 'INTERNAL', message: 'kaputt' } });
    await renderUi(<StatsStrip />, { texts: adminTexts });
    expect((await screen.findByRole('alert')).textContent).toBe('Statistiken konnten nicht geladen werden');
  });
});
