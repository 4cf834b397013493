import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PasswordChangeForm } from './password-change-form.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { isApiError } from '#web/lib/api-client.ts';

/** Passwort ändern (spec 1 §5), the same card for every role in its Sicherheit tab (decision 080). */
export function PasswordCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('password.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <PasswordChangeForm
          labels={{
            current: t('password.current'),
            new: t('password.new'),
            confirm: t('password.confirm'),
            submit: t('password.submit'),
          }}
          onSuccess={() => toast.success(t('password.done'))}
          onFailure={(error) =>
            toast.error(t('password.failed'), {
              description: isApiError(error) ? error.message : t('errors.unexpected'),
            })
          }
        />
      </CardContent>
    </Card>
  );
}
