import { useSyncExternalStore } from 'react';

/** Tailwind's lg: from here admin lists are tables, below it cards. */
export const WIDE_SCREEN = '(min-width: 1024px)';

/** Whether a CSS media query matches, following changes (window resized, phone rotated). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true),
    () => true,
  );
}
