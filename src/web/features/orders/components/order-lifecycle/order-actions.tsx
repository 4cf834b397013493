import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cancelOrderInputSchema,
  confirmOrderInputSchema,
  shipOrderInputSchema,
} from '#shared/orders/schema.ts';
import type { OrderAction } from '#shared/orders/transitions.ts';
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
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useOrderTransition, type OrderVerb } from '#web/features/orders/api/order-transitions.ts';
import { ReceiptDialog } from './receipt-dialog.tsx';

const VERB: Record<OrderAction, OrderVerb> = {
  confirm: 'confirm',
  ship: 'ship',
  sellerCancel: 'cancel',
  buyerCancel: 'cancel',
  confirmReceipt: 'receipt',
};

interface Field {
  name: string;
  label: string;
  type?: 'date' | 'textarea' | 'url';
}

/** The buttons for exactly the transitions the server allows this party now (view.actions). */
export function OrderActions({ order }: { order: { id: string; actions: OrderAction[] } }) {
  const { t } = useTranslation();
  const transition = useOrderTransition();
  const [open, setOpen] = useState<OrderAction | null>(null);
  const [error, setError] = useState<string | null>(null);

  const fields: Partial<Record<OrderAction, { title: string; fields: Field[] }>> = {
    confirm: {
      title: t('lifecycle.dialog.confirm'),
      fields: [
        { name: 'sellerOrderNumber', label: t('lifecycle.sellerOrderNumber') },
        { name: 'expectedShipDate', label: t('lifecycle.expectedShipDate'), type: 'date' },
      ],
    },
    ship: {
      title: t('lifecycle.dialog.ship'),
      fields: [
        { name: 'carrier', label: t('lifecycle.carrier') },
        { name: 'trackingNumber', label: t('lifecycle.trackingNumber') },
        { name: 'trackingUrl', label: t('lifecycle.trackingUrl'), type: 'url' },
      ],
    },
    sellerCancel: {
      title: t('lifecycle.dialog.cancel'),
      fields: [{ name: 'reason', label: t('lifecycle.dialog.reason'), type: 'textarea' }],
    },
    buyerCancel: {
      title: t('lifecycle.dialog.cancel'),
      fields: [{ name: 'reason', label: t('lifecycle.dialog.reason'), type: 'textarea' }],
    },
  };
  const schemas = {
    confirm: confirmOrderInputSchema,
    ship: shipOrderInputSchema,
    cancel: cancelOrderInputSchema,
  };

  const run = (action: OrderAction, body?: Record<string, unknown>) => {
    setError(null);
    transition.mutate(
      { id: order.id, verb: VERB[action], body },
      {
        onSuccess: () => setOpen(null),
        onError: (e) => setError(e.message),
      },
    );
  };

  const submit = (action: OrderAction) => (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const raw = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;
    const verb = VERB[action];
    const parsed = verb === 'receipt' ? null : schemas[verb].safeParse(raw);
    if (parsed && !parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    run(action, parsed?.data);
  };

  if (order.actions.length === 0) return null;
  const dialog = open ? fields[open] : undefined;
  const receipt = open === 'confirmReceipt';
  return (
    <>
      {order.actions.map((a) => (
        <Button
          key={a}
          variant={a.endsWith('Cancel') ? 'outline' : 'default'}
          disabled={transition.isPending}
          onClick={() => (setError(null), setOpen(a))}
        >
          {t(`lifecycle.action.${a}`)}
        </Button>
      ))}
      {!open && error ? (
        <p role="alert" className="w-full text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {/* Issue 34: receipt asks first and can carry a complaint; it cannot be undone. */}
      <ReceiptDialog
        open={receipt}
        pending={transition.isPending}
        error={receipt ? error : null}
        onClose={() => setOpen(null)}
        onConfirm={(body) => run('confirmReceipt', body)}
        onInvalid={setError}
      />
      <Dialog open={open !== null && !receipt} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{dialog?.title}</DialogTitle>
          </DialogHeader>
          {open && dialog ? (
            <form className="grid gap-3" onSubmit={submit(open)} noValidate>
              {dialog.fields.map((f) => (
                <div key={f.name} className="grid gap-1">
                  <Label htmlFor={`lc-${f.name}`}>{f.label}</Label>
                  {f.type === 'textarea' ? (
                    <Textarea id={`lc-${f.name}`} name={f.name} rows={3} />
                  ) : (
                    <Input id={`lc-${f.name}`} name={f.name} type={f.type ?? 'text'} />
                  )}
                </div>
              ))}
              {error ? (
                <p role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setOpen(null)}>
                  {t('lifecycle.dialog.abort')}
                </Button>
                <Button type="submit" disabled={transition.isPending}>
                  {t('lifecycle.dialog.submit')}
                </Button>
              </DialogFooter>
            </form>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
