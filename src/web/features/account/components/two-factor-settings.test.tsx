import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi, answerApi, submitForm } from '#web/test/render.tsx';
import { buyerTexts } from '#web/app/dashboards/buyer-texts.ts';
import { TwoFactorSettings } from './two-factor-settings.tsx';

const URI = 'otpauth://totp/HydroParts:kaeufer%40hydroparts.demo?secret=JBSWY3DPEHPK3PXP&issuer=HydroParts';
const SESSIONS = {
  sessions: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      current: true,
      browser: 'Chrome',
      os: 'Windows',
      lastSeenAt: '2026-11-27T08:00:00.000Z',
      createdAt: '2026-11-20T08:00:00.000Z',
    },
    {
      id: '22222222-2222-4222-8222-222222222222',
      current: false,
      browser: null,
      os: 'Android',
      lastSeenAt: '2026-11-26T08:00:00.000Z',
      createdAt: '2026-11-19T08:00:00.000Z',
    },
  ],
};

describe('security settings (issue 34)', () => {
  it('shows the setup as a QR code with backup codes to copy, download and print', async () => {
    answerApi((path) => {
      if (path === '/auth/two-factor') return { status: 200, body: { enabled: false, required: false } };
      if (path === '/auth/two-factor/setup')
        return {
          status: 200,
          body: { totpURI: URI, secret: 'JBSWY3DPEHPK3PXP', backupCodes: ['aaaa-1111', 'bbbb-2222'] },
        };
      if (path === '/auth/sessions') return { status: 200, body: SESSIONS };
      return { status: 200, body: {} };
    });
    await renderUi(<TwoFactorSettings />, { texts: buyerTexts });
    await userEvent.setup().type(await screen.findByLabelText(/Aktuelles Passwort/), 'demo1234');
    submitForm('Einrichten');
    const qr = await screen.findByRole('img', { name: 'QR-Code zum Einrichten in der Authenticator-App' });
    expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^M4,4h1v1h-1z/);
    for (const name of ['Kopieren', 'Als .txt herunterladen', 'Drucken'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByText('aaaa-1111')).toBeTruthy();
    expect(
      screen.getByText('Mit der Bestätigung werden alle anderen Sitzungen Ihres Kontos beendet.'),
    ).toBeTruthy();
  });

  it('lists the sessions, marks this one, and ends another or all others', async () => {
    const fetchMock = answerApi((path) => {
      if (path === '/auth/two-factor') return { status: 200, body: { enabled: true, required: false } };
      if (path === '/auth/sessions') return { status: 200, body: SESSIONS };
      if (path === '/auth/sessions/end-others') return { status: 200, body: { ended: 1 } };
      return { status: 200, body: { ok: true } };
    });
    await renderUi(<TwoFactorSettings />, { texts: buyerTexts });
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Chrome · Windows');
    expect(rows[0]!.textContent).toContain('Diese Sitzung');
    expect(rows[1]!.textContent).toContain('Unbekannter Browser · Android');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Abmelden: Unbekannter Browser · Android' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            String(url).endsWith('/auth/sessions/22222222-2222-4222-8222-222222222222') &&
            init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Alle anderen abmelden' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).endsWith('/auth/sessions/end-others') && init?.method === 'POST',
        ),
      ).toBe(true),
    );
  });
});
