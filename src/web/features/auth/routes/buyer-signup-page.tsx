import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { paths } from '#web/lib/paths.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { BuyerSignupForm } from '#web/features/auth/components/buyer-signup-form.tsx';
import { ResendVerificationBox } from '#web/features/auth/components/resend-verification-box.tsx';
import { SignupRoleSwitch } from '#web/features/auth/components/signup-role-switch.tsx';

export { buyerSignupTexts as texts } from '#web/features/auth/buyer-signup-texts.ts';

/** Spec 1 §2 buyer registration; success goes to /buyer-login with a notice to confirm the e-mail. */
export function BuyerSignupPage() {
  const { t } = useTranslation();
  usePageMeta(t('buyerSignup.title'), t('buyerSignup.text'));
  return (
    <div className="flex flex-1 justify-center bg-muted px-4 py-10 sm:py-14">
      <div className="grid w-full max-w-3xl gap-6">
        <Card>
          <CardHeader className="items-center text-center">
            <SignupRoleSwitch current="buyer" />
            <span className="mt-4 mb-2 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
              <UserPlus className="size-6" aria-hidden="true" />
            </span>
            <CardTitle as="h1" className="text-2xl">
              {t('buyerSignup.title')}
            </CardTitle>
            <CardDescription>{t('buyerSignup.text')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            <BuyerSignupForm />
            <p className="text-center text-sm text-muted-foreground">
              {t('buyerSignup.haveAccount')}{' '}
              <Link
                to={paths.buyerLogin}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {t('buyerSignup.toLogin')}
              </Link>
            </p>
          </CardContent>
        </Card>
        <ResendVerificationBox />
      </div>
    </div>
  );
}
