import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, renderUi } from '#web/test/render.tsx';
import { SiteHeader } from './site-header.tsx';

describe('SiteHeader', () => {
  it("keeps a visitor's language menu open while the account area arrives", async () => {
    // A visitor; the languages fail, so German and English are offered.
    answerApi((path) =>
      path === '/auth/session' ? { status: 200, body: { user: null } } : { status: 503, body: {} },
    );
    await renderUi(<SiteHeader />);

    // Pressed at once, before the header's account chunk and the menu's chunk have arrived.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Sprache: Deutsch' }));
    expect(await screen.findByRole('menuitemradio', { name: 'English' }, { timeout: 5000 })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(screen.getByRole('menuitemradio', { name: 'English' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Käufer-Login' }).length).toBeGreaterThan(0);
  });
});
