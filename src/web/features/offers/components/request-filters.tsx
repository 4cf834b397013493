import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { URGENCIES, type Urgency } from '#shared/constants.ts';
import { SELLER_REQUEST_SORTS, type SellerRequestSort } from '#shared/seller-market/schema.ts';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';

export interface RequestFilterValues {
  search: string;
  /** Issue 30: a part number however it is typed, compared by its key on the server. */
  part: string;
  urgency: Urgency | '';
  sort: SellerRequestSort;
  /** Issue 37 (decision 071): only the requests the company assigned to the caller. */
  mine: boolean;
}

export function RequestFilters({
  value,
  onChange,
}: {
  value: RequestFilterValues;
  onChange: (next: RequestFilterValues) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Card>
      <CardContent className="grid gap-4 pt-6 sm:grid-cols-4">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-part`}>{t('seller.requests.part')}</Label>
          <Input
            id={`${id}-part`}
            type="search"
            value={value.part}
            placeholder="R902400215"
            onChange={(e) => onChange({ ...value, part: e.target.value })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-search`}>{t('seller.requests.search')}</Label>
          <Input
            id={`${id}-search`}
            type="search"
            value={value.search}
            placeholder={t('seller.requests.searchPlaceholder')}
            onChange={(e) => onChange({ ...value, search: e.target.value })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-urgency`}>{t('seller.requests.urgency')}</Label>
          <NativeSelect
            id={`${id}-urgency`}
            value={value.urgency}
            onChange={(e) => onChange({ ...value, urgency: e.target.value as Urgency | '' })}
          >
            <option value="">{t('seller.requests.urgencyAll')}</option>
            {URGENCIES.map((u) => (
              <option key={u} value={u}>
                {t(`seller.urgency.${u}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-sort`}>{t('seller.requests.sort')}</Label>
          <NativeSelect
            id={`${id}-sort`}
            value={value.sort}
            onChange={(e) => onChange({ ...value, sort: e.target.value as SellerRequestSort })}
          >
            {SELLER_REQUEST_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`seller.requests.sort.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <label className="flex items-center gap-2 text-sm sm:col-span-4">
          <input
            type="checkbox"
            className="size-4"
            checked={value.mine}
            onChange={(e) => onChange({ ...value, mine: e.target.checked })}
          />
          {t('assignment.mine')}
        </label>
      </CardContent>
    </Card>
  );
}
