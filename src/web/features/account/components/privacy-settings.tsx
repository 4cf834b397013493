import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Download, LoaderCircle, ShieldOff } from 'lucide-react';
import { ERASURE_GRACE_DAYS, EXPORT_LINK_DAYS, erasureConfirmSchema } from '#shared/privacy/schema.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { formatDay } from '#web/lib/format.ts';
import { localizeMessage } from '#web/lib/validation-texts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import {
  useCancelErasure,
  usePrivacyStatus,
  useRequestErasure,
  useRequestExport,
} from '#web/features/account/api/privacy.ts';

/**
 * The account's privacy section (issue 32, decision 052) for buyers and sellers: 'Meine Daten
 * exportieren' (a ZIP built by a job, downloadable for EXPORT_LINK_DAYS) and erasure with the
 * password, due after ERASURE_GRACE_DAYS and cancellable until then.
 */
export function PrivacySettings() {
  const { t } = useTranslation();
  const status = usePrivacyStatus();
  const failed = (error: unknown) =>
    toast.error(t('privacy.failed'), {
      description: isApiError(error) ? localizeMessage(error.message) : t('errors.unexpected'),
    });
  const requestExport = useRequestExport();
  const cancel = useCancelErasure();
  const startExport = () =>
    requestExport.mutate(undefined, {
      onSuccess: () => toast.success(t('privacy.exportRequested')),
      onError: failed,
    });
  const cancelErasure = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast.success(t('privacy.erasureCancelled')),
      onError: failed,
    });

  const current = status.data;
  const exp = current?.export;
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('privacy.exportTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            {t('privacy.exportIntro', { days: EXPORT_LINK_DAYS })}
          </p>
          {exp?.status === 'building' && (
            <p role="status" className="flex items-center gap-2 text-sm">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              {t('privacy.exportBuilding')}
            </p>
          )}
          {exp?.status === 'failed' && (
            <p className="text-sm text-destructive">{t('privacy.exportFailed')}</p>
          )}
          {exp?.status === 'ready' && exp.downloadUrl && exp.expiresAt && (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm" role="status">
                {t('privacy.exportReady', { date: formatDay(exp.expiresAt) })}
              </p>
              <Button asChild variant="outline">
                <a href={exp.downloadUrl} download>
                  <Download aria-hidden="true" />
                  {t('privacy.exportDownload')}
                </a>
              </Button>
            </div>
          )}
          <div>
            <Button
              disabled={requestExport.isPending || exp?.status === 'building' || status.isPending}
              onClick={startExport}
            >
              {requestExport.isPending ? t('privacy.exportStarting') : t('privacy.exportStart')}
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('privacy.erasureTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            {t('privacy.erasureIntro', { days: ERASURE_GRACE_DAYS })}
          </p>
          {current?.erasure ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm font-medium text-destructive" role="status">
                {t('privacy.erasurePending', { date: formatDay(current.erasure.dueAt) })}
              </p>
              <Button variant="outline" disabled={cancel.isPending} onClick={cancelErasure}>
                {t('privacy.erasureCancel')}
              </Button>
            </div>
          ) : (
            <ErasureForm onFailure={failed} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function ErasureForm({ onFailure }: { onFailure: (error: unknown) => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  // mutateAsync: the new status replaces this form (the erasure is pending) before a mutate()
  // callback would run.
  const request = useRequestErasure();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = erasureConfirmSchema.safeParse({ password });
    if (!parsed.success) {
      setError(localizeMessage(parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    try {
      await request.mutateAsync(parsed.data);
      setPassword('');
      toast.success(t('privacy.erasureRequested'));
    } catch (err) {
      if (isApiError(err) && err.status === 400) setError(localizeMessage(err.message));
      else onFailure(err);
    }
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3 sm:max-w-md">
      <FormField
        label={t('privacy.erasurePassword')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
      />
      <div>
        <Button type="submit" variant="destructive" disabled={request.isPending}>
          <ShieldOff aria-hidden="true" />
          {request.isPending ? t('privacy.erasureRequesting') : t('privacy.erasureRequest')}
        </Button>
      </div>
    </form>
  );
}
