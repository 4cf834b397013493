import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { paths } from '#web/lib/paths.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { ResendVerificationBox } from '#web/features/auth/components/resend-verification-box.tsx';
import { SellerSignupForm } from '#web/features/auth/components/seller-signup-form.tsx';
import { SignupRoleSwitch } from '#web/features/auth/components/signup-role-switch.tsx';

export { sellerSignupTexts as texts } from '#web/features/auth/seller-signup-texts.ts';

/** Spec 1 §2 seller registration; the account then waits for e-mail confirmation and approval. */
export function SellerSignupPage() {
  const { t } = useTranslation();
  usePageMeta(t('sellerSignup.title'), t('sellerSignup.text'));
  return (
    <div className="flex flex-1 justify-center bg-muted px-4 py-12">
      <Card className="w-full max-w-3xl">
        <CardHeader className="items-center text-center">
          <SignupRoleSwitch current="seller" />
          <span className="mt-4 mb-2 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Store className="size-6" aria-hidden="true" />
          </span>
          <CardTitle as="h1" className="text-2xl">
            {t('sellerSignup.title')}
          </CardTitle>
          <CardDescription>{t('sellerSignup.text')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-8">
          <SellerSignupForm />
          <ResendVerificationBox />
          <p className="text-center text-sm text-muted-foreground">
            {t('sellerSignup.haveAccount')}{' '}
            <Link
              to={paths.sellerLogin}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('sellerSignup.toLogin')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
