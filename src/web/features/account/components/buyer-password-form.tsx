import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PasswordChangeForm } from './password-change-form.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { isApiError } from '#web/lib/api-client.ts';

/** The buyer's Passwort ändern card (spec 1 §5). */
export function PasswordForm() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('buyer.password.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <PasswordChangeForm
          labels={{
            current: t('buyer.password.current'),
            new: t('buyer.password.new'),
            confirm: t('buyer.password.confirm'),
            submit: t('buyer.password.submit'),
          }}
          onSuccess={() => toast.success(t('buyer.password.done'))}
          onFailure={(error) =>
            toast.error(t('buyer.password.failed'), {
              description: isApiError(error) ? error.message : t('errors.unexpected'),
            })
          }
        />
      </CardContent>
    </Card>
  );
}
