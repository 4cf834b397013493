import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';

/** Spec 2 §2: pricing and seller explanation end with calls to action to /seller-signup and /contact. */
export function SellerCta({ inverse = false }: { inverse?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button asChild size="lg" variant={inverse ? 'inverse' : 'default'}>
        <Link to={paths.sellerSignup}>{t('static.cta.signup')}</Link>
      </Button>
      <Button asChild size="lg" variant={inverse ? 'inverseOutline' : 'outline'}>
        <Link to={paths.contact}>{t('static.cta.contact')}</Link>
      </Button>
    </div>
  );
}
