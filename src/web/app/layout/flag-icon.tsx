import type { ReactNode } from 'react';
import type { UiLanguage } from '#shared/constants.ts';
import { cn } from '#web/lib/cn.ts';

/**
 * Flags as inline SVG: emoji flags render as two letters or boxes on Windows and many Linux
 * systems. Simplified but recognisable; 3:2 except the Union Jack (2:1, drawn in a 3:2 box).
 */
const FLAGS: Record<UiLanguage, ReactNode> = {
  de: (
    <>
      <rect width="30" height="20" fill="#000" />
      <rect y="6.67" width="30" height="6.67" fill="#DD0000" />
      <rect y="13.33" width="30" height="6.67" fill="#FFCE00" />
    </>
  ),
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#FFF" strokeWidth="4" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#C8102E" strokeWidth="1.6" />
      <path d="M15 0v20M0 10h30" stroke="#FFF" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#C8102E" strokeWidth="3.6" />
    </>
  ),
  fr: (
    <>
      <rect width="30" height="20" fill="#FFF" />
      <rect width="10" height="20" fill="#002395" />
      <rect x="20" width="10" height="20" fill="#ED2939" />
    </>
  ),
  es: (
    <>
      <rect width="30" height="20" fill="#AA151B" />
      <rect y="5" width="30" height="10" fill="#F1BF00" />
    </>
  ),
  it: (
    <>
      <rect width="30" height="20" fill="#FFF" />
      <rect width="10" height="20" fill="#009246" />
      <rect x="20" width="10" height="20" fill="#CE2B37" />
    </>
  ),
};

export function FlagIcon({ code, className }: { code: UiLanguage; className?: string }) {
  return (
    <svg
      viewBox="0 0 30 20"
      aria-hidden="true"
      focusable="false"
      data-flag={code}
      className={cn('h-3.5 w-[1.3125rem] shrink-0 rounded-[2px] ring-1 ring-black/10', className)}
    >
      {FLAGS[code]}
    </svg>
  );
}
