import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DELIVERY_UNITS } from '#shared/offers/delivery.ts';
import { stockLineInputSchema, type StockLineFormValues, type StockLineView } from '#shared/stock/schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { localizeMessage } from '#web/lib/validation-texts.ts';
import { useUpdateStockLine } from '#web/features/stock/api/stock-api.ts';

/** Edits one stock line, checked by the schema the server uses (issue 31). */
export function StockLineDialog({ line, onClose }: { line: StockLineView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateStockLine();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!line) return;
    const raw = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;
    const values: StockLineFormValues = {
      partNumber: raw.partNumber ?? '',
      manufacturer: raw.manufacturer ?? '',
      quantity: raw.quantity ?? '',
      price: raw.price ?? '',
      deliveryUnit: (raw.deliveryUnit ?? 'stock') as StockLineFormValues['deliveryUnit'],
      deliveryAmount: raw.deliveryUnit === 'stock' ? undefined : raw.deliveryAmount,
    };
    const parsed = stockLineInputSchema.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    update.mutate(
      { id: line.id, values },
      {
        onSuccess: () => {
          toast.success(t('stock.saved'));
          close();
        },
        onError: (err) => setError(isApiError(err) ? err.message : t('errors.unexpected')),
      },
    );
  };
  const field = (name: string, label: string, value: string, extra: Record<string, string> = {}) => (
    <div className="grid gap-1">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input id={`${id}-${name}`} name={name} defaultValue={value} {...extra} />
    </div>
  );
  return (
    <Dialog open={line !== null} onOpenChange={(o) => !o && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('stock.edit.title')}</DialogTitle>
        </DialogHeader>
        {line ? (
          <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit} noValidate>
            {field('partNumber', t('stock.col.partNumber'), line.partNumber)}
            {field('manufacturer', t('stock.col.manufacturer'), line.manufacturer)}
            {field('quantity', t('stock.col.quantity'), String(line.quantity), { inputMode: 'numeric' })}
            {field('price', t('stock.col.price'), line.price.replace('.', ','), { inputMode: 'decimal' })}
            <div className="grid gap-1">
              <Label htmlFor={`${id}-unit`}>{t('stock.col.delivery')}</Label>
              <NativeSelect
                id={`${id}-unit`}
                name="deliveryUnit"
                defaultValue={line.delivery.unit ?? 'stock'}
              >
                {DELIVERY_UNITS.map((u) => (
                  <option key={u} value={u}>
                    {t(`seller.offer.deliveryUnit.${u}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {field('deliveryAmount', t('seller.offer.delivery'), String(line.delivery.amount ?? ''), {
              inputMode: 'numeric',
            })}
            {error ? (
              <p role="alert" className="text-sm text-destructive sm:col-span-2">
                {localizeMessage(error)}
              </p>
            ) : null}
            <DialogFooter className="sm:col-span-2">
              <Button type="button" variant="outline" onClick={close}>
                {t('stock.cancel')}
              </Button>
              <Button type="submit" disabled={update.isPending}>
                {t('stock.save')}
              </Button>
            </DialogFooter>
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
