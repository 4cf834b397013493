import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { POSTCODE_AREA_COUNTRY, sellerRegionsInputSchema } from '#shared/regions/regions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ErrorCard } from '#web/components/error-card.tsx';
import { useCountries } from '#web/lib/catalog-queries.ts';
import { countryName } from '#web/lib/display-labels.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { localizeMessage } from '#web/lib/validation-texts.ts';
import { useSaveRegions, useSellerRegions } from '#web/features/account/api/seller-settings.ts';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const DE = POSTCODE_AREA_COUNTRY;

/** Regions as the form holds them: countries, and Germany's one- and two-digit postcode areas. */
interface RegionChoice {
  countries: Set<string>;
  areas: Set<string>;
  twoDigit: string;
}

function choiceOf(regions: readonly string[]): RegionChoice {
  const countries = new Set<string>();
  const areas = new Set<string>();
  const two: string[] = [];
  for (const r of regions) {
    const [country, area] = r.split('-') as [string, string | undefined];
    countries.add(country);
    if (area?.length === 1) areas.add(area);
    if (area?.length === 2) two.push(area);
  }
  return { countries, areas, twoDigit: two.join(', ') };
}

/** The regions to save, or the German message why they cannot be. */
function regionsOf(c: RegionChoice): { regions: string[] } | { error: 'twoDigit' } {
  const two = c.twoDigit
    .split(/[,;\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (two.some((s) => !/^[0-9]{2}$/.test(s))) return { error: 'twoDigit' };
  const regions: string[] = [];
  for (const country of c.countries) {
    if (country !== DE) regions.push(country);
    else if (c.areas.size === 0 && two.length === 0) regions.push(DE);
    else regions.push(...[...c.areas].map((a) => `${DE}-${a}`), ...two.map((a) => `${DE}-${a}`));
  }
  return { regions };
}

/**
 * Issue 30: where the seller delivers. No choice is everywhere (the spec's behaviour); a country,
 * or for Germany postcode areas ('PLZ 8…' = 80000–89999, or two digits such as 80).
 */
export function RegionsForm() {
  const regions = useSellerRegions();
  const { t } = useTranslation();
  if (regions.isPending) return <Skeleton className="h-64" />;
  if (regions.isError)
    return <ErrorCard onRetry={() => void regions.refetch()} description={t('seller.regions.failed')} />;
  return <RegionsFormLoaded key={regions.data.regions.join(',')} saved={regions.data.regions} />;
}

function RegionsFormLoaded({ saved }: { saved: readonly string[] }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const save = useSaveRegions();
  const [choice, setChoice] = useState<RegionChoice>(() => choiceOf(saved));
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  const toggle = (key: 'countries' | 'areas', value: string) => {
    const next = new Set(choice[key]);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    setChoice({ ...choice, [key]: next });
    setMessage(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const built = regionsOf(choice);
    if ('error' in built) return setMessage({ kind: 'error', text: t('seller.regions.twoDigitInvalid') });
    const parsed = sellerRegionsInputSchema.safeParse(built);
    if (!parsed.success)
      return setMessage({ kind: 'error', text: localizeMessage(parsed.error.issues[0]?.message) ?? '' });
    save.mutate(parsed.data, {
      onSuccess: () => setMessage({ kind: 'ok', text: t('seller.regions.saved') }),
      onError: (err) =>
        setMessage({
          kind: 'error',
          text: isApiError(err) ? localizeMessage(err.message) : t('seller.regions.failed'),
        }),
    });
  };

  const list = countries.data?.items ?? [];
  return (
    <form className="grid gap-5" onSubmit={submit} noValidate aria-labelledby="regions-title">
      <div className="grid gap-1">
        <h3 id="regions-title" className="text-lg font-semibold">
          {t('seller.regions.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('seller.regions.hint')}</p>
        <p className="text-sm font-medium" data-testid="regions-current">
          {saved.length === 0
            ? t('seller.regions.everywhere')
            : t('seller.regions.current', { list: saved.join(', ') })}
        </p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-base font-semibold">{t('seller.regions.countries')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {list.map((c) => (
            <label key={c.code} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={choice.countries.has(c.code)}
                onChange={() => toggle('countries', c.code)}
              />
              {countryName(c.name)}
            </label>
          ))}
        </div>
      </fieldset>
      {choice.countries.has(DE) ? (
        <fieldset className="grid gap-3 rounded-md border border-border p-3">
          <legend className="px-1 text-base font-semibold">{t('seller.regions.germanyAreas')}</legend>
          <p className="text-sm text-muted-foreground">{t('seller.regions.germanyAreasHint')}</p>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {DIGITS.map((d) => (
              <label key={d} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={choice.areas.has(d)}
                  onChange={() => toggle('areas', d)}
                />
                {t('seller.regions.area', { digit: d })}
              </label>
            ))}
          </div>
          <div className="grid max-w-sm gap-1">
            <Label htmlFor="regions-two-digit">{t('seller.regions.twoDigit')}</Label>
            <Input
              id="regions-two-digit"
              inputMode="numeric"
              value={choice.twoDigit}
              aria-describedby="regions-two-digit-hint"
              onChange={(e) => {
                setChoice({ ...choice, twoDigit: e.target.value });
                setMessage(null);
              }}
            />
            <p id="regions-two-digit-hint" className="text-xs text-muted-foreground">
              {t('seller.regions.twoDigitHint')}
            </p>
          </div>
        </fieldset>
      ) : null}
      {message ? (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? 'text-sm text-destructive' : 'text-sm text-success'}
        >
          {message.text}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('seller.regions.save')}
        </Button>
      </div>
    </form>
  );
}
