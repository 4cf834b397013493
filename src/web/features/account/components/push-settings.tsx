import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Role } from '#shared/constants.ts';
import { pushKindsFor, type PushKind } from '#shared/push/kinds.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { currentDeviceId, currentSubscription, pushSupported } from '#web/lib/web-push.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import {
  usePushDevices,
  usePushSettings,
  useRemovePushDevice,
  useSavePushSettings,
  useSetThisDevicePush,
} from '#web/features/account/api/push.ts';

function useFailed() {
  const { t } = useTranslation();
  return (error: unknown) =>
    toast.error(t('push.failed'), {
      description: isApiError(error) ? error.message : t('errors.unexpected'),
    });
}

/**
 * Web Push (issue 31) for sellers and buyers: the switch for this device, which pushes are
 * wanted (the kinds of src/shared/push/kinds.ts for the account's role), and the devices with
 * 'Entfernen'.
 */
export function PushSettings({ role }: { role: Exclude<Role, 'admin'> }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent className="grid gap-6 pt-6">
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">{t('push.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('push.intro')}</p>
        </div>
        <ThisDevice />
        <Kinds role={role} />
        <Devices />
      </CardContent>
    </Card>
  );
}

function ThisDevice() {
  const { t } = useTranslation();
  const failed = useFailed();
  const devices = usePushDevices();
  const setPush = useSetThisDevicePush();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<'denied' | 'unsupported' | null>(
    pushSupported() ? null : 'unsupported',
  );
  useEffect(() => {
    void currentSubscription().then((s) => setSubscribed(s !== null));
  }, []);
  const id = currentDeviceId();
  const on = !!subscribed && !!id && !!devices.data?.items.some((d) => d.id === id);

  const toggle = (want: boolean) =>
    setPush.mutate(want, {
      onSuccess: (result) => {
        if (result === 'denied' || result === 'unsupported') setProblem(result);
        else {
          setProblem(null);
          setSubscribed(result === 'enabled');
          toast.success(t(result === 'enabled' ? 'push.enabled' : 'push.disabled'));
        }
      },
      onError: failed,
    });

  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-4">
        <span id="push-this-device" className="font-medium">
          {t('push.thisDevice')}
        </span>
        <Switch
          aria-labelledby="push-this-device"
          checked={on}
          disabled={problem === 'unsupported' || setPush.isPending || subscribed === null}
          onCheckedChange={toggle}
        />
      </div>
      {problem ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t(problem === 'denied' ? 'push.denied' : 'push.unsupported')}
        </p>
      ) : null}
    </div>
  );
}

function Kinds({ role }: { role: Exclude<Role, 'admin'> }) {
  const { t } = useTranslation();
  const failed = useFailed();
  const kinds = pushKindsFor(role);
  const settings = usePushSettings();
  const saveSettings = useSavePushSettings();
  if (!settings.data) return null;
  const value = settings.data;
  const save = (next: typeof value) =>
    saveSettings.mutate(next, { onSuccess: () => toast.success(t('push.saved')), onError: failed });
  const toggle = (kind: PushKind) =>
    save({
      ...value,
      kinds: value.kinds.includes(kind) ? value.kinds.filter((k) => k !== kind) : [...value.kinds, kind],
    });

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-medium">{t('push.kinds')}</legend>
      {kinds.map((kind) => (
        <div key={kind} className="grid gap-2">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={value.kinds.includes(kind)}
              disabled={saveSettings.isPending}
              onChange={() => toggle(kind)}
            />
            {t(`push.kind.${kind}`)}
          </label>
          {kind === 'request_new' && value.kinds.includes('request_new') ? (
            <label className="ml-6 flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={value.urgentOnly}
                disabled={saveSettings.isPending}
                onChange={() => save({ ...value, urgentOnly: !value.urgentOnly })}
              />
              {t('push.urgentOnly')}
            </label>
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}

function Devices() {
  const { t } = useTranslation();
  const failed = useFailed();
  const devices = usePushDevices();
  const removeDevice = useRemovePushDevice();
  const remove = (id: string) =>
    removeDevice.mutate(id, { onSuccess: () => toast.success(t('push.removed')), onError: failed });
  const current = currentDeviceId();
  const items = devices.data?.items ?? [];
  return (
    <section className="grid gap-2" aria-labelledby="push-devices">
      <h3 id="push-devices" className="font-medium">
        {t('push.devices')}
      </h3>
      {items.length === 0 ? <p className="text-sm text-muted-foreground">{t('push.noDevices')}</p> : null}
      <ul className="grid gap-2">
        {items.map((d) => (
          <li
            key={d.id}
            data-testid="push-device"
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3"
          >
            <div className="grid min-w-0 gap-0.5">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {d.label}
                {d.id === current ? <Badge variant="secondary">{t('push.device.current')}</Badge> : null}
              </span>
              <span className="text-sm text-muted-foreground">
                {t('push.device.since', { date: formatDate(d.createdAt) })}
                {' · '}
                {d.lastSuccessAt
                  ? t('push.device.lastSuccess', { date: formatDate(d.lastSuccessAt) })
                  : t('push.device.never')}
              </span>
            </div>
            <Button
              size="sm"
              variant="outline"
              onClick={() => remove(d.id)}
              disabled={removeDevice.isPending}
            >
              {t('push.remove')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
