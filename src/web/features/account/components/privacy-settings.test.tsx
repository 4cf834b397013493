import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PrivacyStatus } from '#shared/privacy/schema.ts';
import { buyerTexts } from '#web/app/dashboards/buyer-texts.ts';
import { answerApi, bodiesSent, renderUi, submitForm } from '#web/test/render.tsx';
import { PrivacySettings } from './privacy-settings.tsx';

const READY: PrivacyStatus = {
  export: {
    id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
    status: 'ready',
    requestedAt: '2026-11-26T10:00:00.000Z',
    readyAt: '2026-11-26T10:01:00.000Z',
    expiresAt: '2026-12-03T10:01:00.000Z',
    downloadUrl: '/api/v1/account/privacy/exports/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b/file',
  },
  erasure: null,
};
const PENDING: PrivacyStatus = {
  ...READY,
  erasure: { requestedAt: '2026-11-26T10:00:00.000Z', dueAt: '2026-12-10T10:00:00.000Z' },
};

describe('the privacy section (issue 32)', () => {
  it('offers the ready export and asks for the password before an erasure', async () => {
    const fetchMock = answerApi((path) =>
      path.startsWith('/account/privacy/erasure')
        ? { status: 400, body: { code: 'VALIDATION', message: 'Das Passwort ist nicht korrekt.' } }
        : { status: 200, body: READY },
    );
    await renderUi(<PrivacySettings />, { texts: buyerTexts });
    const link = await screen.findByRole('link', { name: 'ZIP herunterladen' });
    expect(link.getAttribute('href')).toBe(READY.export!.downloadUrl);
    expect(screen.getByText('Ihr Export ist bereit, herunterladbar bis 03.12.2026.')).toBeTruthy();

    submitForm('Löschung beantragen');
    expect(await screen.findByText('Bitte geben Sie Ihr Passwort ein.')).toBeTruthy();
    expect(bodiesSent(fetchMock, '/account/privacy/erasure', 'POST')).toEqual([]);

    await userEvent.type(screen.getByLabelText(/Passwort zur Bestätigung/), 'falsch');
    submitForm('Löschung beantragen');
    expect(await screen.findByText('Das Passwort ist nicht korrekt.')).toBeTruthy();
    expect(bodiesSent(fetchMock, '/account/privacy/erasure', 'POST')).toEqual([{ password: 'falsch' }]);
  });

  it('shows a pending erasure with its date and cancels it', async () => {
    const fetchMock = answerApi((path) => ({
      status: 200,
      body: path.includes('erasure') ? READY : PENDING,
    }));
    await renderUi(<PrivacySettings />, { texts: buyerTexts });
    expect(await screen.findByText('Ihr Konto wird am 10.12.2026 gelöscht.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Löschung widerrufen' }));
    await waitFor(() => expect(bodiesSent(fetchMock, '/account/privacy/erasure', 'DELETE')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Löschung beantragen' })).toBeTruthy();
  });
});
