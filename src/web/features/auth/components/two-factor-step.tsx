import { useState, type FormEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { SessionUser } from '#shared/auth/schema.ts';
import type { Role } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { useVerifyTwoFactor } from '#web/features/auth/api/login.ts';

/** Second login step (issue 18): the authenticator code or a backup code. */
export function TwoFactorStep({
  role,
  onSignedIn,
  onBack,
}: {
  role: Role;
  onSignedIn: (user: SessionUser) => Promise<void>;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const verify = useVerifyTwoFactor();
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { user } = await verify.mutateAsync({ code: code.trim(), trustDevice, role });
      await onSignedIn(user);
    } catch (error) {
      toast.error(t('auth.login.failedTitle'), {
        description: isApiError(error) ? error.message : t('errors.unexpected'),
      });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <p className="text-sm text-muted-foreground">{t('auth.twoFactor.hint')}</p>
      <FormField
        label={t('auth.twoFactor.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
        />
        {t('auth.twoFactor.trustDevice')}
      </label>
      <Button type="submit" size="lg" disabled={verify.isPending || code.trim() === ''}>
        {verify.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {t('auth.twoFactor.submit')}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        {t('auth.twoFactor.back')}
      </Button>
    </form>
  );
}
