import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { paths } from '#web/lib/paths.ts';
import { readStorage } from '#web/lib/storage.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { SIGNED_IN_HINT_KEY } from './signed-in-hint.ts';
import type { AccountArea } from './header-account.tsx';

const HeaderAccount = lazy(() => import('./header-account.tsx').then((m) => ({ default: m.HeaderAccount })));

const MOBILE_MENU_ID = 'mobile-menu';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium text-foreground transition-colors hover:bg-secondary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    isActive && 'text-primary',
  );

/**
 * Visitors: spec 1 §2 top navigation (logins, language, 'Registrieren'); below 768 px (Tailwind
 * md) the same items move into a menu.
 */
function GuestNav() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);
  // Any navigation (the logo included) closes the menu.
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // An open language dropdown handles Escape itself (and marks it handled); only close the
      // menu when nothing inside it did.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <>
      <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
        <NavLink to={paths.buyerLogin} className={navLinkClass}>
          {t('nav.buyerLogin')}
        </NavLink>
        <NavLink to={paths.sellerLogin} className={navLinkClass}>
          {t('nav.sellerLogin')}
        </NavLink>
        <LanguageSwitcher />
        <Button asChild className="ml-2">
          <Link to={paths.buyerSignup}>{t('nav.register')}</Link>
        </Button>
      </nav>

      <Button
        ref={menuButtonRef}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-expanded={menuOpen}
        aria-controls={MOBILE_MENU_ID}
        aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
        onClick={() => setMenuOpen((open) => !open)}
      >
        {menuOpen ? (
          <X className="size-6" aria-hidden="true" />
        ) : (
          <Menu className="size-6" aria-hidden="true" />
        )}
      </Button>

      <div
        id={MOBILE_MENU_ID}
        hidden={!menuOpen}
        className="absolute inset-x-0 top-full border-y border-border bg-background shadow-sm md:hidden"
      >
        <nav aria-label={t('nav.main')} className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          <NavLink to={paths.buyerLogin} className={navLinkClass} onClick={closeMenu}>
            {t('nav.buyerLogin')}
          </NavLink>
          <NavLink to={paths.sellerLogin} className={navLinkClass} onClick={closeMenu}>
            {t('nav.sellerLogin')}
          </NavLink>
          <LanguageSwitcher className="justify-start self-start" />
          <Button asChild className="mt-2">
            <Link to={paths.buyerSignup} onClick={closeMenu}>
              {t('nav.register')}
            </Link>
          </Button>
        </nav>
      </div>
    </>
  );
}

/**
 * The header of every page. `site`: the marketing pages. `app`: the dashboards' compact bar,
 * as wide as their content. Signed in, the right side becomes the account area (header-account).
 * The visitors' links stay at this one place in the tree while the account chunk and the session
 * load: mounted anew when the chunk arrives, they closed a language menu opened meanwhile.
 */
export function SiteHeader({ variant = 'site' }: { variant?: 'site' | 'app' }) {
  // Until the session is known: the links for visitors, an empty slot when a session is likely.
  const [area, setArea] = useState<AccountArea>(() =>
    readStorage(SIGNED_IN_HINT_KEY) ? 'pending' : 'guest',
  );
  const slot = <div className="h-10 w-24" aria-hidden="true" />;

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div
        className={cn(
          'mx-auto flex items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6',
          variant === 'app' ? 'h-14 max-w-[90rem]' : 'h-16 max-w-6xl',
        )}
      >
        <Logo />
        {area === 'guest' ? <GuestNav /> : null}
        <Suspense fallback={area === 'pending' ? slot : null}>
          <HeaderAccount area={area} onArea={setArea} pendingSlot={slot} />
        </Suspense>
      </div>
    </header>
  );
}
