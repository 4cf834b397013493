import { lazy, Suspense, useEffect, useState } from 'react';
import { LanguageTrigger } from './language-trigger.tsx';

const loadMenu = () => import('./language-menu.tsx').then((m) => ({ default: m.LanguageMenu }));
const LanguageMenu = lazy(loadMenu);

/**
 * Spec 1 §2 language switcher (de, en, fr, es, it with flags; choice kept in localStorage).
 * The Radix dropdown and its positioning engine weigh ~38 KB gzip, a quarter of the landing
 * budget, so the menu loads when the browser is idle or on the first interaction. The button is
 * the same before and after; a press or click that comes before the menu opens it once loaded.
 */
export function LanguageSwitcher({
  className,
  compact,
}: {
  className?: string | undefined;
  compact?: boolean | undefined;
}) {
  const [menuWanted, setMenuWanted] = useState(false);
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);

  useEffect(() => {
    if (menuWanted) return;
    const request = () => setMenuWanted(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(request, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = globalThis.setTimeout(request, 1500);
    return () => globalThis.clearTimeout(id);
  }, [menuWanted]);

  const openOnceLoaded = () => {
    setOpenWhenLoaded(true);
    setMenuWanted(true);
  };
  const placeholder = (
    <LanguageTrigger
      className={className}
      compact={compact}
      aria-expanded={false}
      onPointerEnter={() => setMenuWanted(true)}
      onFocus={() => setMenuWanted(true)}
      // Radix opens its trigger on pointerdown. If the menu arrives between a press on this
      // button and its release, the click lands on another element and is lost; the press
      // alone already asks for the menu open.
      onPointerDown={openOnceLoaded}
      onClick={openOnceLoaded}
    />
  );

  if (!menuWanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenu className={className} compact={compact} defaultOpen={openWhenLoaded} />
    </Suspense>
  );
}
