import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  WEBHOOK_EVENTS_BY_ROLE,
  webhookInputSchema,
  type CreatedWebhook,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookView,
} from '#shared/webhooks/schema.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { localizeMessage } from '#web/lib/validation-texts.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { WebhookSecretRotation } from './webhook-secret-rotation.tsx';
import { CreatedBy } from '#web/features/team/index.ts';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useRedeliver,
  useSendTestEvent,
  useSetWebhookActive,
  useWebhookDeliveries,
  useWebhooks,
} from '#web/features/integrations/api/webhooks.ts';

function useFailed() {
  const { t } = useTranslation();
  return (error: unknown) =>
    toast.error(t('webhooks.failed'), {
      description: isApiError(error) ? error.message : t('errors.unexpected'),
    });
}

/**
 * Webhook settings (issue 15) for sellers and buyers: register an HTTPS receiver with its events,
 * see the signing secret once, send a test event, pause, delete, and read the delivery log.
 */
export function WebhookSettings() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const failed = useFailed();
  const available = WEBHOOK_EVENTS_BY_ROLE[user.role === 'seller' ? 'seller' : 'buyer'];
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...available]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const list = useWebhooks();
  const create = useCreateWebhook();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = webhookInputSchema.safeParse({ url, events });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'url' ? 'url' : 'events';
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (hook) => {
        setCreated(hook);
        setUrl('');
        toast.success(t('webhooks.created'));
      },
      onError: failed,
    });
  }

  const toggle = (e: WebhookEvent) =>
    setEvents((current) => (current.includes(e) ? current.filter((x) => x !== e) : [...current, e]));

  return (
    <section className="grid gap-6" aria-labelledby="webhooks-title">
      <div className="grid gap-2">
        <h2 id="webhooks-title" className="text-lg font-semibold">
          {t('webhooks.title')}
        </h2>
        <p className="max-w-3xl text-sm text-muted-foreground">{t('webhooks.intro')}</p>
      </div>
      <Card>
        <CardContent className="pt-6">
          <form noValidate onSubmit={submit} className="grid max-w-2xl gap-4">
            <FormField
              label={t('webhooks.url')}
              type="url"
              inputMode="url"
              placeholder={t('webhooks.urlHint')}
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              error={errors.url}
              required
            />
            <fieldset
              className="grid gap-2"
              aria-describedby={errors.events ? 'webhook-events-error' : undefined}
            >
              <legend className="mb-1 text-sm font-medium">{t('webhooks.events')}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {available.map((e) => (
                  <label key={e} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={events.includes(e)}
                      onChange={() => toggle(e)}
                    />
                    {t(`webhooks.event.${e}`)}
                  </label>
                ))}
              </div>
              {errors.events ? (
                <p id="webhook-events-error" className="text-sm text-destructive">
                  {localizeMessage(errors.events)}
                </p>
              ) : null}
            </fieldset>
            <div>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? t('webhooks.creating') : t('webhooks.create')}
              </Button>
            </div>
          </form>
          {created ? (
            <div
              role="status"
              className="mt-6 grid max-w-2xl gap-2 rounded-md border border-warning bg-warning-soft p-4"
            >
              <p className="text-sm">{t('webhooks.secretOnce')}</p>
              <code
                data-testid="webhook-secret"
                className="break-all rounded bg-background px-2 py-1 font-mono text-sm"
              >
                {created.secret}
              </code>
              <div>
                <Button variant="outline" size="sm" onClick={() => setCreated(null)}>
                  {t('webhooks.secretDone')}
                </Button>
              </div>
            </div>
          ) : null}
        </CardContent>
      </Card>

      <div className="grid gap-3">
        <h3 className="text-base font-semibold">{t('webhooks.listTitle')}</h3>
        {list.data?.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('webhooks.empty')}</p>
        ) : null}
        {list.data?.items.map((hook) => (
          <WebhookCard key={hook.id} hook={hook} />
        ))}
      </div>
    </section>
  );
}

function WebhookCard({ hook }: { hook: WebhookView }) {
  const { t } = useTranslation();
  const failed = useFailed();
  const [open, setOpen] = useState(false);
  const [rotating, setRotating] = useState(false);
  const test = useSendTestEvent(hook.id);
  const setActive = useSetWebhookActive(hook.id);
  const remove = useDeleteWebhook();
  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('webhooks.testSent'));
        setOpen(true);
      },
      onError: failed,
    });
  // mutateAsync: the refreshed list no longer has this card, which unmounts before a mutate()
  // callback would run.
  const removeHook = async () => {
    try {
      await remove.mutateAsync(hook.id);
    } catch (error) {
      return failed(error);
    }
    toast.success(t('webhooks.deleted'));
  };

  return (
    <Card data-testid="webhook-card">
      <CardContent className="grid gap-3 pt-6">
        <div className="flex flex-wrap items-center gap-2">
          <code className="min-w-0 break-all font-mono text-sm">{hook.url}</code>
          <Badge variant={hook.isActive ? 'success' : 'secondary'}>
            {hook.isActive ? t('webhooks.active') : t('webhooks.inactive')}
          </Badge>
          {hook.lastDelivery ? (
            <Badge variant={statusVariant(hook.lastDelivery.status)}>
              {t(`webhooks.status.${hook.lastDelivery.status}`)}
              {hook.lastDelivery.statusCode ? ` · ${hook.lastDelivery.statusCode}` : ''}
            </Badge>
          ) : null}
          {/* Issue 37: the member of the company who created it. */}
          <CreatedBy member={hook.createdBy} />
        </div>
        <p className="text-sm text-muted-foreground">
          {hook.events.map((e) => t(`webhooks.event.${e}`)).join(' · ')}
        </p>
        {hook.previousSecretExpiresAt ? (
          <p className="text-sm text-muted-foreground">
            {t('webhooks.rotateOverlapUntil', { date: formatDate(hook.previousSecretExpiresAt) })}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={sendTest} disabled={test.isPending || !hook.isActive}>
            {t('webhooks.test')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {t('webhooks.log')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setActive.mutate(!hook.isActive, { onError: failed })}
          >
            {hook.isActive ? t('webhooks.pause') : t('webhooks.resume')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setRotating(true)} aria-expanded={rotating}>
            {t('webhooks.rotate')}
          </Button>
          <Button
            size="sm"
            variant="destructive"
            onClick={() => void removeHook()}
            disabled={remove.isPending}
          >
            {t('webhooks.delete')}
          </Button>
        </div>
        {rotating ? <WebhookSecretRotation hook={hook} onClose={() => setRotating(false)} /> : null}
        {open ? <DeliveryLog hook={hook} /> : null}
      </CardContent>
    </Card>
  );
}

function statusVariant(status: WebhookDelivery['status']) {
  return status === 'delivered' ? 'success' : status === 'failed' ? 'destructive' : 'warning';
}

function DeliveryLog({ hook }: { hook: WebhookView }) {
  const { t } = useTranslation();
  const failed = useFailed();
  const redeliver = useRedeliver(hook.id);
  const log = useWebhookDeliveries(hook.id);
  if (!log.data) return null;
  if (log.data.items.length === 0)
    return <p className="text-sm text-muted-foreground">{t('webhooks.logEmpty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="webhook-log">
        <thead className="text-muted-foreground">
          <tr>
            <th className="py-1 pr-3 font-medium">{t('webhooks.col.time')}</th>
            <th className="py-1 pr-3 font-medium">{t('webhooks.col.event')}</th>
            <th className="py-1 font-medium">{t('webhooks.col.result')}</th>
          </tr>
        </thead>
        <tbody>
          {log.data.items.map((d) => (
            <tr key={d.id} className="border-t border-border align-top">
              <td className="py-1 pr-3 whitespace-nowrap">{formatDate(d.lastAttemptAt ?? d.createdAt)}</td>
              <td className="py-1 pr-3">
                {t(`webhooks.event.${d.eventType as WebhookEvent}`, { defaultValue: d.eventType })}
              </td>
              <td className="py-1">
                <Badge variant={statusVariant(d.status)}>
                  {t(`webhooks.status.${d.status}`)}
                  {d.lastStatusCode ? ` · ${d.lastStatusCode}` : ''}
                </Badge>{' '}
                <span className="text-muted-foreground">{t('webhooks.attempts', { count: d.attempts })}</span>
                {/* Issue 34 (decision 078): why it failed in the reader's words, never the library's. */}
                {d.failure ? (
                  <span className="block text-xs text-muted-foreground" data-testid="webhook-failure">
                    {t(`webhooks.failure.${d.failure}`, { status: d.lastStatusCode ?? '' })}
                  </span>
                ) : null}
                {/* In the result cell, not a column of its own: the log fits a phone's width. */}
                {d.status !== 'pending' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    className="mt-1 flex"
                    onClick={() =>
                      redeliver.mutate(d.id, {
                        onSuccess: () => toast.success(t('webhooks.redelivering')),
                        onError: failed,
                      })
                    }
                    disabled={!hook.isActive || (redeliver.isPending && redeliver.variables === d.id)}
                  >
                    {t('webhooks.redeliver')}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
