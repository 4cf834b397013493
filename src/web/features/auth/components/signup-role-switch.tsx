import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import { paths } from '#web/lib/paths.ts';

/**
 * Issue 34: the header's 'Registrieren' leads to the buyers' signup (spec 1 §2); both signup
 * pages open with this choice, so a seller who followed it is one click from the own form.
 */
export function SignupRoleSwitch({ current }: { current: 'buyer' | 'seller' }) {
  const { t } = useTranslation();
  const options = [
    { role: 'buyer', to: paths.buyerSignup, label: t('signup.role.buyer') },
    { role: 'seller', to: paths.sellerSignup, label: t('signup.role.seller') },
  ] as const;
  return (
    <nav aria-label={t('signup.role.label')} className="flex flex-wrap items-center justify-center gap-2">
      <span className="text-sm text-muted-foreground">{t('signup.role.label')}</span>
      <div
        className="inline-flex rounded-lg border border-border bg-muted p-1"
        data-testid="signup-role-switch"
      >
        {options.map((o) => (
          <Link
            key={o.role}
            to={o.to}
            aria-current={o.role === current ? 'page' : undefined}
            className={cn(
              'rounded-md px-4 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              o.role === current
                ? 'bg-background text-primary shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {o.label}
          </Link>
        ))}
      </div>
    </nav>
  );
}
