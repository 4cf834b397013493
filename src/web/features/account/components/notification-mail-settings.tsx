import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '#shared/constants.ts';
import {
  NEW_REQUEST_MODES,
  notificationSettingsSchema,
  OFFER_MODES,
  type NotificationSettingsView as NotificationSettings,
} from '#shared/notifications/settings.ts';
import { COMPANY_MAIL_MODES } from '#shared/teams/recipients.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { localizeMessage } from '#web/lib/validation-texts.ts';
import { ErrorCard } from '#web/components/error-card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useMailSettings, useSaveMailSettings } from '#web/features/account/api/mail-settings.ts';

/**
 * Issue 35 (decision 060): which mails the user wants. Sellers: new matching requests at once,
 * as a daily digest or not at all, only urgent ones, only some regions; everyone with requests:
 * new offers at once or not at all. The form checks with the server's zod schema.
 */
export function NotificationMailSettings({ role }: { role: Exclude<Role, 'admin'> }) {
  const { t } = useTranslation();
  const settings = useMailSettings();
  return (
    <Card>
      <CardContent className="grid gap-6 pt-6">
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">{t('mailControl.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('mailControl.intro')}</p>
        </div>
        {settings.isPending ? (
          <Skeleton className="h-48" />
        ) : settings.isError ? (
          <ErrorCard onRetry={() => void settings.refetch()} description={t('mailControl.loadFailed')} />
        ) : (
          <SettingsForm role={role} saved={settings.data} />
        )}
        <p className="text-sm text-muted-foreground">{t('mailControl.transactional')}</p>
      </CardContent>
    </Card>
  );
}

function SettingsForm({ role, saved }: { role: Exclude<Role, 'admin'>; saved: NotificationSettings }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(saved);
  const [regions, setRegions] = useState(saved.regions.join(', '));
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const save = useSaveMailSettings();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const list = regions
      .split(/[,;\s]+/)
      .map((r) => r.trim().toUpperCase())
      .filter(Boolean);
    const parsed = notificationSettingsSchema.safeParse({ ...value, regions: list });
    if (!parsed.success) {
      setMessage({
        kind: 'error',
        text: localizeMessage(parsed.error.issues[0]?.message ?? t('mailControl.failed')),
      });
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (next) => {
        setValue(next);
        setRegions(next.regions.join(', '));
        setMessage({ kind: 'ok', text: t('mailControl.saved') });
      },
      onError: (err) =>
        setMessage({
          kind: 'error',
          text: isApiError(err) ? localizeMessage(err.message) : t('mailControl.failed'),
        }),
    });
  };
  const isSeller = role === 'seller';
  return (
    <form className="grid max-w-lg gap-4" onSubmit={submit} noValidate>
      {isSeller ? (
        <>
          <div className="grid gap-2">
            <Label htmlFor="mail-new-requests">{t('mailControl.newRequests')}</Label>
            <NativeSelect
              id="mail-new-requests"
              value={value.newRequests}
              onChange={(e) =>
                setValue({ ...value, newRequests: e.target.value as NotificationSettings['newRequests'] })
              }
            >
              {NEW_REQUEST_MODES.map((m) => (
                <option key={m} value={m}>
                  {t(`mailControl.mode.${m}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4"
              checked={value.urgentOnly}
              disabled={value.newRequests === 'off'}
              onChange={(e) => setValue({ ...value, urgentOnly: e.target.checked })}
            />
            {t('mailControl.urgentOnly')}
          </label>
          <div className="grid gap-2">
            <Label htmlFor="mail-regions">{t('mailControl.regions')}</Label>
            <Input
              id="mail-regions"
              value={regions}
              disabled={value.newRequests === 'off'}
              aria-describedby="mail-regions-hint"
              onChange={(e) => setRegions(e.target.value)}
            />
            <p id="mail-regions-hint" className="text-sm text-muted-foreground">
              {t('mailControl.regionsHint')}
            </p>
          </div>
        </>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor="mail-offers">{t('mailControl.offers')}</Label>
        <NativeSelect
          id="mail-offers"
          value={value.offers}
          onChange={(e) => setValue({ ...value, offers: e.target.value as NotificationSettings['offers'] })}
        >
          {OFFER_MODES.map((m) => (
            <option key={m} value={m}>
              {t(`mailControl.offerMode.${m}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {/* Issue 37 (decision 071): which of the company's messages reach this member. */}
      <div className="grid gap-2">
        <Label htmlFor="mail-company">{t('mailControl.companyMails')}</Label>
        <NativeSelect
          id="mail-company"
          value={value.companyMails}
          aria-describedby="mail-company-hint"
          onChange={(e) =>
            setValue({ ...value, companyMails: e.target.value as NotificationSettings['companyMails'] })
          }
        >
          {COMPANY_MAIL_MODES.map((m) => (
            <option key={m} value={m}>
              {t(`mailControl.companyMode.${m}`)}
            </option>
          ))}
        </NativeSelect>
        <p id="mail-company-hint" className="text-sm text-muted-foreground">
          {t('mailControl.companyMailsHint')}
        </p>
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('mailControl.save')}
        </Button>
      </div>
      {message ? (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? 'text-sm text-destructive' : 'text-sm text-success'}
        >
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
