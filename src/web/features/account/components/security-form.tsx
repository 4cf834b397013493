import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PasswordChangeForm } from './password-change-form.tsx';
import { isApiError } from '#web/lib/api-client.ts';

/** The seller's password change in Einstellungen (spec 1 §5). */
export function SecurityForm() {
  const { t } = useTranslation();
  return (
    <section className="grid max-w-md gap-4">
      <h3 className="text-lg font-semibold">{t('seller.security.title')}</h3>
      <PasswordChangeForm
        labels={{
          current: t('seller.security.current'),
          new: t('seller.security.new'),
          confirm: t('seller.security.confirm'),
          submit: t('seller.security.submit'),
        }}
        onSuccess={() =>
          toast.success(t('seller.toast.success'), { description: t('seller.security.success') })
        }
        onFailure={(error) =>
          toast.error(t('seller.toast.error'), {
            description: isApiError(error) ? error.message : t('seller.security.failed'),
          })
        }
      />
    </section>
  );
}
