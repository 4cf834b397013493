import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TwoFactorSetup } from '#shared/auth/two-factor.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { QrCode } from '#web/components/ui/qr-code.tsx';
import { BackupCodes } from './backup-codes.tsx';
import { SessionList } from './session-list.tsx';
import { colon } from '#web/lib/typography.ts';
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useStartTwoFactor,
  useTwoFactorStatus,
} from '#web/features/account/api/security.ts';

/**
 * Security settings (issue 18): set up TOTP with backup codes, or switch it off; issue 34: a QR
 * code to scan, backup codes to copy, download or print, and the list of signed-in sessions.
 */
export function TwoFactorSettings() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const failed = (error: unknown) =>
    toast.error(t('security.failed'), {
      description: isApiError(error) ? error.message : t('errors.unexpected'),
    });
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  // mutateAsync: the new status can rebuild the admin's dashboard around this form (the first
  // factor set up, every tab appears) before a mutate() callback would run.
  const change = async (run: () => Promise<unknown>, message: string) => {
    try {
      await run();
    } catch (error) {
      return failed(error);
    }
    setPassword('');
    setCode('');
    setSetup(null);
    toast.success(message);
  };
  const actions = {
    start: () => start.mutate(password, { onSuccess: setSetup, onError: failed }),
    confirm: () => void change(() => confirm.mutateAsync(code.trim()), t('security.enabled')),
    disable: () => void change(() => disable.mutateAsync(password), t('security.disabled')),
  };
  const submit = (action: () => void) => (event: FormEvent) => {
    event.preventDefault();
    action();
  };

  if (!status.data) return null;
  const enabled = status.data.enabled;
  return (
    <div className="grid gap-10">
      <section className="grid max-w-xl gap-4" aria-labelledby="two-factor-title">
        <h2 id="two-factor-title" className="text-lg font-semibold">
          {t('security.title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {enabled ? t('security.statusOn') : t('security.statusOff')}
        </p>
        {setup ? (
          <form noValidate onSubmit={submit(actions.confirm)} className="grid gap-4">
            <p className="text-sm">{t('accountSecurity.qrHint')}</p>
            {/* Issue 34: the otpauth link as a QR code to scan; the key and link stay for typing. */}
            <QrCode value={setup.totpURI} label={t('accountSecurity.qrLabel')} />
            <p>
              {t('security.secret')}
              {colon()}{' '}
              <code data-testid="totp-secret" className="break-all font-mono">
                {setup.secret}
              </code>
            </p>
            <a href={setup.totpURI} className="break-all text-sm text-primary underline">
              {setup.totpURI}
            </a>
            <BackupCodes codes={setup.backupCodes} />
            <p className="text-sm text-muted-foreground">{t('accountSecurity.otherSessionsEnd')}</p>
            <FormField
              label={t('auth.twoFactor.code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" disabled={confirm.isPending || code.trim() === ''}>
              {t('security.confirm')}
            </Button>
          </form>
        ) : (
          <form
            noValidate
            onSubmit={submit(enabled ? actions.disable : actions.start)}
            className="grid gap-4"
          >
            <FormField
              label={t('security.password')}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Button
              type="submit"
              variant={enabled ? 'outline' : 'default'}
              disabled={start.isPending || disable.isPending || password === ''}
            >
              {enabled ? t('security.disable') : t('security.start')}
            </Button>
          </form>
        )}
      </section>
      {/* Issue 34: the account's other sessions, each to end, or all at once. */}
      <SessionList />
    </div>
  );
}
