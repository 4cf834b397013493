import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  WEBHOOK_ROTATION_DEFAULT_HOURS,
  type CreatedWebhook,
  type WebhookView,
} from '#shared/webhooks/schema.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { Button } from '#web/components/ui/button.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useRotateWebhookSecret } from '#web/features/integrations/api/webhooks.ts';

/** The overlaps offered: at once, an hour, a day (default), three days, a week. */
const OVERLAPS = [0, 1, WEBHOOK_ROTATION_DEFAULT_HOURS, 72, 168] as const;

/**
 * Rotating a webhook's signing secret (decision 042): the owner picks how long the old secret
 * keeps signing beside the new one, and sees the new secret once.
 */
export function WebhookSecretRotation({ hook, onClose }: { hook: WebhookView; onClose: () => void }) {
  const { t } = useTranslation();
  const selectId = useId();
  const [overlapHours, setOverlapHours] = useState<number>(WEBHOOK_ROTATION_DEFAULT_HOURS);
  const [rotated, setRotated] = useState<CreatedWebhook | null>(null);
  const rotate = useRotateWebhookSecret();
  const rotateSecret = () =>
    rotate.mutate(
      { id: hook.id, overlapHours },
      {
        onSuccess: (result) => {
          setRotated(result);
          toast.success(t('webhooks.rotated'));
        },
        onError: (error) =>
          toast.error(t('webhooks.failed'), {
            description: isApiError(error) ? error.message : t('errors.unexpected'),
          }),
      },
    );

  if (rotated)
    return (
      <div role="status" className="grid gap-2 rounded-md border border-warning bg-warning-soft p-4">
        <p className="text-sm">{t('webhooks.secretOnce')}</p>
        <code
          data-testid="webhook-secret"
          className="break-all rounded bg-background px-2 py-1 font-mono text-sm"
        >
          {rotated.secret}
        </code>
        <p className="text-sm">
          {rotated.previousSecretExpiresAt
            ? t('webhooks.rotateOverlapUntil', { date: formatDate(rotated.previousSecretExpiresAt) })
            : t('webhooks.rotateNoOverlap')}
        </p>
        <div>
          <Button variant="outline" size="sm" onClick={onClose}>
            {t('webhooks.secretDone')}
          </Button>
        </div>
      </div>
    );

  return (
    <div className="grid gap-3 rounded-md border border-border p-4">
      <p className="text-sm">{t('webhooks.rotateIntro')}</p>
      <div className="grid max-w-sm gap-1">
        <label htmlFor={selectId} className="text-sm font-medium">
          {t('webhooks.rotateOverlap')}
        </label>
        <NativeSelect
          id={selectId}
          value={overlapHours}
          onChange={(e) => setOverlapHours(Number(e.target.value))}
        >
          {OVERLAPS.map((h) => (
            <option key={h} value={h}>
              {t(`webhooks.rotateHours.${h}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={rotateSecret} disabled={rotate.isPending}>
          {t('webhooks.rotateConfirm')}
        </Button>
        <Button size="sm" variant="outline" onClick={onClose}>
          {t('webhooks.rotateCancel')}
        </Button>
      </div>
    </div>
  );
}
