import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi, answerApi } from '#web/test/render.tsx';
import { adminTexts } from '#web/app/dashboards/admin-texts.ts';
import { OffersTab } from './offers-tab.tsx';

describe('admin paged list (Angebote)', () => {
  it('says the list is empty', async () => {
    answerApi({ status: 200, body: { items: [], total: 0, page: 1, pageSize: 20 } });
    await renderUi(<OffersTab />, { texts: adminTexts });
    expect(await screen.findByText('Keine Einträge vorhanden.')).toBeTruthy();
  });
});
