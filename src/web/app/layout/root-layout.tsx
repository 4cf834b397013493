import { useTranslation } from 'react-i18next';
import { cn } from '#web/lib/cn.ts';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { AppFooter } from './app-footer.tsx';
import { APP_LAYOUT } from './app-layout.ts';
import { CookieBanner } from './cookie-banner.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

function useAppLayout(): boolean {
  return useMatches().some(
    (m) => (m.handle as { layout?: string } | undefined)?.layout === APP_LAYOUT.layout,
  );
}

export function RootLayout() {
  const { t } = useTranslation();
  const app = useAppLayout();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-[70] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('nav.skipToContent')}
      </a>
      <NavigationProgress />
      <SiteHeader variant={app ? 'app' : 'site'} />
      <main
        id="main-content"
        tabIndex={-1}
        className={cn('flex flex-1 flex-col focus:outline-none', app && 'bg-muted/30')}
      >
        <Outlet />
      </main>
      {app ? <AppFooter /> : <SiteFooter />}
      <CookieBanner />
      <ScrollRestoration />
    </div>
  );
}
