import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18next, i18nReady } from './lib/i18n.ts';
import './styles.css';
import { AppErrorBoundary } from './app/app-error-boundary.tsx';
import { createAppRouter } from './app/router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('Element #root fehlt in index.html');

const router = createAppRouter();

// QueryClient and Toaster (app/providers.tsx) are mounted by the router around all routes but the
// landing page, so they load lazily.
// Waits only for English readers (their dictionary is a separate chunk); never rejects.
void i18nReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary>
        <I18nextProvider i18n={i18next}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </AppErrorBoundary>
    </StrictMode>,
  );
});
