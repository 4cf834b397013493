import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import '#shared/zod-german.ts';
import { config as zodConfig } from 'zod';
import { TOAST_DURATION_MS } from '#shared/constants.ts';
import { followAccountLanguage } from '#web/lib/account-language.ts';
import { queryClient } from '#web/lib/query-client.ts';

// Our CSP has no 'unsafe-eval'. Zod probes `new Function` before compiling a fast parser, and
// Chrome reports that probe as a CSP violation even though zod catches it. Every form route sits
// under these providers, so this runs before the first schema parses in the browser.
zodConfig({ jitless: true });

// Sign-in on a new browser shows the account's language (once, module scope: one subscription).
followAccountLanguage(queryClient);

function AppToaster() {
  const { t } = useTranslation();
  // Spec 1 §9 / spec 2 §9: one toast at a time, 5000 ms (every toast: none sets its own). Placed
  // below the sticky header (64 px, dashboards 56 px), so it never covers the account menu or
  // the language switcher. In the dashboards it can lie over the row under the header ('Abmelden')
  // while it shows, and it stays while the pointer rests on it: its close button, named in the
  // reader's language, frees that row at once.
  return (
    <Toaster
      duration={TOAST_DURATION_MS}
      offset={{ top: 76, right: 16 }}
      mobileOffset={{ top: 68, right: 8, left: 8 }}
      visibleToasts={1}
      position="top-right"
      richColors
      closeButton
      toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
      containerAriaLabel={t('toast.region')}
    />
  );
}

/**
 * Data and notification providers (TanStack Query, sonner). i18n is initialised globally in
 * lib/i18n.ts and provided in main.tsx. These providers wrap every route except the landing
 * page: the router loads them lazily with the first such route, which keeps react-query and
 * sonner (~20 KB gzip) out of the landing bundle.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}

/** Layout route form of the providers, for the router's lazy pathless route. */
export function ProvidersLayout() {
  return (
    <Providers>
      <Outlet />
    </Providers>
  );
}
