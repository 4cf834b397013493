import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, renderUi } from '#web/test/render.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

describe('LanguageSwitcher', () => {
  it('opens the menu once it has loaded when the button was pressed before (a lost click too)', async () => {
    answerApi({ status: 503, body: {} }); // German and English are offered then
    await renderUi(<LanguageSwitcher />);
    // A press whose release lands elsewhere: the menu replaced the button meanwhile.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Sprache: Deutsch' }));
    expect(await screen.findByRole('menuitemradio', { name: 'English' })).toBeTruthy();
  });
});
