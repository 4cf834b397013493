import { useId, useState, type FormEvent } from 'react';
import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  autoOfferSettingsInputSchema,
  type AutoOfferSettingsFormValues,
  type AutoOfferSettingsView,
} from '#shared/stock/auto-offer.ts';
import { ErrorCard } from '#web/components/error-card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { localizeMessage } from '#web/lib/validation-texts.ts';
import { useAutoOfferSettings, useSaveAutoOfferSettings } from '#web/features/stock/api/stock-api.ts';

/**
 * Decision 062: 'Automatische Angebote' in the stock tab — off by default; the limits an
 * automatic offer must keep, checked by the schema the server uses.
 */
export function AutoOfferSettings() {
  const { t } = useTranslation();
  const settings = useAutoOfferSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="flex items-center gap-2 text-base">
          <Bot aria-hidden="true" className="size-5" />
          {t('autoOffer.title')}
        </CardTitle>
        <CardDescription>{t('autoOffer.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Skeleton className="h-24" />
        ) : settings.isError ? (
          <ErrorCard onRetry={() => void settings.refetch()} description={t('autoOffer.loadFailed')} />
        ) : (
          // Keyed by the saved time: a save shows the stored values afresh.
          <SettingsForm key={settings.data.updatedAt ?? 'new'} saved={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}

function SettingsForm({ saved }: { saved: AutoOfferSettingsView }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveAutoOfferSettings();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const raw = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;
    const values: AutoOfferSettingsFormValues = {
      enabled,
      maxQuantity: raw.maxQuantity ?? '',
      maxOrderValue: raw.maxOrderValue ?? '',
      validityDays: raw.validityDays ?? '',
    };
    const parsed = autoOfferSettingsInputSchema.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    save.mutate(values, {
      onSuccess: () => toast.success(t('autoOffer.saved')),
      onError: (err) => setError(isApiError(err) ? err.message : t('errors.unexpected')),
    });
  };
  const field = (name: string, label: string, value: string, inputMode: 'numeric' | 'decimal') => (
    <div className="grid gap-1">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input id={`${id}-${name}`} name={name} defaultValue={value} inputMode={inputMode} />
    </div>
  );
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate data-testid="auto-offer-settings">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          name="enabled"
          className="mt-0.5 size-4"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
        />
        <span className="grid gap-0.5">
          <span className="font-medium">{t('autoOffer.enabled')}</span>
          {enabled ? null : <span className="text-sm text-muted-foreground">{t('autoOffer.offHint')}</span>}
        </span>
      </label>
      <div className="grid gap-3 sm:grid-cols-3">
        {field('maxQuantity', t('autoOffer.maxQuantity'), String(saved.maxQuantity), 'numeric')}
        {field(
          'maxOrderValue',
          t('autoOffer.maxOrderValue'),
          saved.maxOrderValue.replace('.', ','),
          'decimal',
        )}
        {field('validityDays', t('autoOffer.validityDays'), String(saved.validityDays), 'numeric')}
      </div>
      <p className="text-sm text-muted-foreground">{t('autoOffer.rules')}</p>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {localizeMessage(error)}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('autoOffer.save')}
        </Button>
      </div>
    </form>
  );
}
