import { useState } from 'react';
import { Cookie } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COOKIE_CONSENT_KEY } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { readStorage, writeStorage } from '#web/lib/storage.ts';

type Consent = 'accepted' | 'declined';

/**
 * Spec 2 §2: shown until a choice is stored; Akzeptieren → 'accepted', Ablehnen → 'declined'.
 * Decision 072: the site sets only necessary cookies and storage (no consent needed), so neither
 * choice switches anything; the text says so instead of offering an 'Ablehnen' that seems to.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => readStorage(COOKIE_CONSENT_KEY) === null);

  if (!visible) return null;

  function choose(consent: Consent) {
    writeStorage(COOKIE_CONSENT_KEY, consent);
    setVisible(false);
  }

  return (
    <section
      aria-label={t('cookie.label')}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-border bg-background/98 shadow-[0_-4px_24px_rgba(15,23,42,0.12)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex items-start gap-3">
          <Cookie className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <p className="text-sm text-foreground">
            {t('cookie.text')}{' '}
            <Link to={paths.privacy} className="font-medium text-primary underline underline-offset-4">
              {t('cookie.privacyLink')}
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" className="flex-1 md:flex-none" onClick={() => choose('declined')}>
            {t('cookie.decline')}
          </Button>
          <Button className="flex-1 md:flex-none" onClick={() => choose('accepted')}>
            {t('cookie.accept')}
          </Button>
        </div>
      </div>
    </section>
  );
}
