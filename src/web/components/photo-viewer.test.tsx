import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '#web/test/render.tsx';
import { PhotoViewer } from './photo-viewer.tsx';

const photos = [1, 2, 3].map((n) => ({ src: `/p/${n}`, downloadHref: `/p/${n}` }));

function Harness() {
  const [index, setIndex] = useState<number | null>(0);
  return (
    <PhotoViewer photos={photos} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} />
  );
}

/** jsdom's TouchEvent takes no touch list: the one finger is set on a plain event. */
function touch(target: Element, type: 'touchstart' | 'touchend', clientX: number, clientY: number) {
  const event = new Event(type, { bubbles: true });
  const finger = [{ clientX, clientY }];
  Object.defineProperty(event, 'touches', { value: type === 'touchstart' ? finger : [] });
  Object.defineProperty(event, 'changedTouches', { value: finger });
  fireEvent(target, event);
}

describe('photo viewer (issue 34)', () => {
  it('browses with the arrow keys and buttons, wraps around, zooms with + and −, closes with Escape', async () => {
    renderUi(<Harness />);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Foto 1 von 3' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('heading', { name: 'Foto 3 von 3' })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Nächstes Foto' }));
    expect(screen.getByRole('heading', { name: 'Foto 2 von 3' })).toBeTruthy();
    const img = screen.getByRole('img', { name: 'Foto 2 von 3' });
    expect(img.style.transform).toBe('scale(1)');
    await user.keyboard('+');
    expect(img.style.transform).toBe('scale(2)');
    await user.keyboard('-');
    expect(img.style.transform).toBe('scale(1)');
    expect(screen.getByRole('link', { name: 'Herunterladen' }).getAttribute('href')).toBe('/p/2');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('photo-viewer')).toBeNull();
  });

  it('a swipe to the left shows the next photo, a vertical move does not', async () => {
    renderUi(<Harness />);
    const stage = (await screen.findByRole('img', { name: 'Foto 1 von 3' })).parentElement!;
    touch(stage, 'touchstart', 300, 200);
    touch(stage, 'touchend', 100, 210);
    expect(screen.getByRole('heading', { name: 'Foto 2 von 3' })).toBeTruthy();
    touch(stage, 'touchstart', 100, 100);
    touch(stage, 'touchend', 160, 400);
    expect(screen.getByRole('heading', { name: 'Foto 2 von 3' })).toBeTruthy();
  });
});
