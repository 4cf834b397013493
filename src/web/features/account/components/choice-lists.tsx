import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/ui/badge.tsx';
import { useBrands } from '#web/lib/catalog-queries.ts';
import { usePaymentTerms } from '#web/lib/catalog-queries.ts';
import { paymentTermLabel } from '#web/lib/display-labels.ts';

interface ChoiceProps {
  selected: readonly string[];
  onToggle: (id: string) => void;
}

function toggleable(selected: readonly string[], id: string) {
  return selected.includes(id);
}

/** Brand preferences: the requests a seller sees follow from these (spec 1 §5). */
export function BrandChoices({ selected, onToggle }: ChoiceProps) {
  const { t } = useTranslation();
  const brands = useBrands();
  return (
    <fieldset className="grid gap-3">
      <legend className="flex items-center gap-2 text-base font-semibold">
        {t('seller.profile.brands')}
        <Badge variant="secondary" data-testid="brand-count">
          {t('seller.profile.brandsCount', { count: selected.length })}
        </Badge>
      </legend>
      <p className="text-sm text-muted-foreground">{t('seller.profile.brandsHint')}</p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {brands.data?.items.map((b) => (
          <label key={b.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={toggleable(selected, b.id)}
              onChange={() => onToggle(b.id)}
            />
            {b.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function PaymentTermChoices({ selected, onToggle }: ChoiceProps) {
  const { t } = useTranslation();
  const terms = usePaymentTerms();
  return (
    <fieldset className="grid gap-3">
      <legend className="text-base font-semibold">{t('seller.profile.paymentTerms')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {terms.data?.items.map((term) => (
          <label key={term.id} className="flex items-start gap-2 rounded-md border border-border p-3 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4"
              checked={toggleable(selected, term.id)}
              onChange={() => onToggle(term.id)}
            />
            <span>
              <span className="font-medium">{paymentTermLabel(term)}</span>
              {term.description ? (
                <span className="block text-muted-foreground">{term.description}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
