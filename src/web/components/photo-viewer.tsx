import { useRef, useState, type KeyboardEvent, type MouseEvent, type TouchEvent } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, Download, X, ZoomIn, ZoomOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button.tsx';

export interface ViewerPhoto {
  src: string;
  /** Where 'Herunterladen' leads; the server names the file (foto-1.jpg). */
  downloadHref: string;
}

const ZOOMS = [1, 2, 3] as const;
/** A horizontal move of more than this many pixels is a swipe, not a tap. */
const SWIPE_PX = 50;

/**
 * A full-screen look at a request's photos (issue 34): arrow keys, buttons or a swipe browse; +/−,
 * the buttons or a double tap zoom to where the finger or pointer is, and the zoomed photo scrolls;
 * Escape closes. Sellers read nameplates here without downloading anything.
 */
export function PhotoViewer({
  photos,
  index,
  onIndexChange,
  onClose,
}: {
  photos: readonly ViewerPhoto[];
  /** The shown photo, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState<(typeof ZOOMS)[number]>(1);
  const [origin, setOrigin] = useState('50% 50%');
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const total = photos.length;
  const open = index !== null && total > 0;
  const current = open ? photos[index] : undefined;

  const go = (delta: number) => {
    if (index === null || total < 2) return;
    setZoom(1);
    onIndexChange((index + delta + total) % total);
  };
  const zoomBy = (step: 1 | -1) =>
    setZoom((z) => ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, ZOOMS.indexOf(z) + step))]!);
  const zoomAt = (x: number, y: number, rect: DOMRect) => {
    setOrigin(`${((x - rect.left) / rect.width) * 100}% ${((y - rect.top) / rect.height) * 100}%`);
    setZoom((z) => (z === 1 ? 2 : 1));
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(1);
    else if (e.key === 'ArrowLeft') go(-1);
    else if (e.key === '+' || e.key === '=') zoomBy(1);
    else if (e.key === '-') zoomBy(-1);
    else return;
    e.preventDefault();
  };
  const onTouchStart = (e: TouchEvent) => {
    const p = e.touches[0];
    touchStart.current = e.touches.length === 1 && p ? { x: p.clientX, y: p.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchStart.current;
    const p = e.changedTouches[0];
    touchStart.current = null;
    if (!start || !p || zoom > 1) return;
    const dx = p.clientX - start.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(p.clientY - start.y)) go(dx < 0 ? 1 : -1);
  };
  const onDoubleClick = (e: MouseEvent<HTMLImageElement>) =>
    zoomAt(e.clientX, e.clientY, e.currentTarget.getBoundingClientRect());

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(o) => !o && (setZoom(1), onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/90" />
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
          onKeyDown={onKeyDown}
          data-testid="photo-viewer"
        >
          <div className="flex items-center gap-2 p-2 sm:p-3">
            <DialogPrimitive.Title className="flex-1 text-sm font-medium sm:text-base">
              {open ? t('viewer.title', { n: index + 1, total }) : null}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">{t('viewer.hint')}</DialogPrimitive.Description>
            <Button
              size="icon"
              variant="ghost"
              aria-label={t('viewer.zoomOut')}
              onClick={() => zoomBy(-1)}
              disabled={zoom === 1}
            >
              <ZoomOut aria-hidden="true" />
            </Button>
            <Button
              size="icon"
              variant="ghost"
              aria-label={t('viewer.zoomIn')}
              onClick={() => zoomBy(1)}
              disabled={zoom === 3}
            >
              <ZoomIn aria-hidden="true" />
            </Button>
            {current ? (
              <Button asChild size="icon" variant="ghost">
                <a href={current.downloadHref} download aria-label={t('viewer.download')}>
                  <Download aria-hidden="true" />
                </a>
              </Button>
            ) : null}
            <DialogPrimitive.Close asChild>
              <Button size="icon" variant="ghost" aria-label={t('common.close')}>
                <X aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <div
            className={`relative flex min-h-0 flex-1 items-center justify-center ${zoom > 1 ? 'overflow-auto' : 'overflow-hidden'}`}
            onTouchStart={onTouchStart}
            onTouchEnd={onTouchEnd}
          >
            {current ? (
              <img
                key={current.src}
                src={current.src}
                alt={t('viewer.title', { n: (index ?? 0) + 1, total })}
                onDoubleClick={onDoubleClick}
                className="max-h-full max-w-full select-none object-contain transition-transform duration-150"
                style={{ transform: `scale(${zoom})`, transformOrigin: origin }}
                draggable={false}
              />
            ) : null}
            {total > 1 ? (
              <>
                <Button
                  size="icon"
                  variant="secondary"
                  className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full opacity-90"
                  aria-label={t('viewer.previous')}
                  onClick={() => go(-1)}
                >
                  <ChevronLeft aria-hidden="true" />
                </Button>
                <Button
                  size="icon"
                  variant="secondary"
                  className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full opacity-90"
                  aria-label={t('viewer.next')}
                  onClick={() => go(1)}
                >
                  <ChevronRight aria-hidden="true" />
                </Button>
              </>
            ) : null}
          </div>
          <p className="hidden p-2 text-center text-xs text-slate-300 sm:block">{t('viewer.hint')}</p>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
