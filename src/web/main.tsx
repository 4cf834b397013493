import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { i18next, i18nReady, initialOverrides } from './lib/i18n.ts';
import './styles.css';
import { AppErrorBoundary } from './app/app-error-boundary.tsx';
import { createAppRouter } from './app/router.tsx';
import { registerServiceWorker } from './lib/service-worker.ts';

const container = document.getElementById('root');
if (!container) throw new Error('Element #root fehlt in index.html');

const router = createAppRouter();
registerServiceWorker();

let overridesArrived = false;
void initialOverrides.then(() => {
  overridesArrived = true;
});

/**
 * Overrides from the translations table that arrive after the first render but before the
 * components have subscribed to i18next (their effects run after the commit) would be missed,
 * leaving built-in texts on screen. Rendered after the router, this effect runs once everything
 * below has subscribed, and re-applies the language when such overrides came in the meantime.
 */
function OverridesResync({ hadOverrides }: { hadOverrides: boolean }) {
  useEffect(() => {
    if (hadOverrides) return;
    void initialOverrides.then((count) => {
      if (count > 0) void i18next.changeLanguage(i18next.language);
    });
  }, [hadOverrides]);
  return null;
}

// QueryClient and Toaster (app/providers.tsx) are mounted by the router around all routes but the
// landing page, so they load lazily.
// Waits for English readers (their dictionary is a separate chunk) and for French, Spanish and
// Italian readers (their texts come from the table); never rejects.
void i18nReady.then(() => {
  const root = createRoot(container);
  // A transition makes the first render interruptible: React yields to the browser every few
  // milliseconds instead of one long task, which keeps the landing page's Total Blocking Time
  // on slow phones (Lighthouse budget, issue 7) low.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppErrorBoundary>
          <I18nextProvider i18n={i18next}>
            <RouterProvider router={router} />
            <OverridesResync hadOverrides={overridesArrived} />
          </I18nextProvider>
        </AppErrorBoundary>
      </StrictMode>,
    ),
  );
});
