import { CircleCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '#shared/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { AuthLayout } from './auth-layout.tsx';

interface SignupInfoProps {
  icon: LucideIcon;
  title: string;
  text: string;
  loginPath: string;
  /** Extra requirements of the seller registration (spec 1 §2). */
  extraNeeds?: readonly string[];
}

/**
 * Registration screen until the signup form lands: states what registration needs (spec 1 §2,
 * §5) and where to go meanwhile, without pretending a form exists.
 */
export function SignupInfo({ icon, title, text, loginPath, extraNeeds = [] }: SignupInfoProps) {
  const { t } = useTranslation();
  usePageMeta(title, text);
  const needs = [
    t('signup.need.contact'),
    t('signup.need.company'),
    t('signup.need.address'),
    ...extraNeeds,
    t('signup.need.password', { min: MIN_PASSWORD_LENGTH }),
  ];

  return (
    <AuthLayout icon={icon} title={title} description={text}>
      <div className="grid gap-6">
        <section aria-labelledby="signup-needs">
          <h2 id="signup-needs" className="text-sm font-semibold">
            {t('signup.needTitle')}
          </h2>
          <ul className="mt-3 space-y-2">
            {needs.map((need) => (
              <li key={need} className="flex gap-2 text-sm text-muted-foreground">
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {need}
              </li>
            ))}
          </ul>
        </section>
        <p className="rounded-lg bg-primary-soft p-4 text-sm text-foreground">{t('signup.formPending')}</p>
        <div className="grid gap-2 text-center">
          <p className="text-sm font-medium">{t('signup.questions')}</p>
          <Button asChild variant="outline">
            <Link to={paths.contact}>{t('signup.contact')}</Link>
          </Button>
        </div>
        <p className="text-center text-sm text-muted-foreground">
          {t('signup.haveAccount')}{' '}
          <Link to={loginPath} className="font-medium text-primary underline-offset-4 hover:underline">
            {t('signup.toLogin')}
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
