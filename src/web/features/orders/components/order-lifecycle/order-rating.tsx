import { useState, type FormEvent } from 'react';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { rateOrderInputSchema, type OrderRatingView } from '#shared/ratings/schema.ts';
import { useSaveOrderRating } from '#web/features/orders/api/order-rating.ts';
import { cn } from '#web/lib/cn.ts';
import { formatDay } from '#web/lib/format.ts';
import { localizeMessage } from '#web/lib/validation-texts.ts';
import { StarRow } from '#web/components/rating-summary.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';

interface RatedOrder {
  id: string;
  rating: OrderRatingView | null;
  canRate: boolean;
}

/**
 * The rating on an order card (issue 14). The ordering account rates a delivered order once and
 * may change it for 14 days; the seller sees the rating (without a hidden comment).
 */
export function OrderRating({ order, viewer }: { order: RatedOrder; viewer: 'buyer' | 'seller' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const r = order.rating;
  if (!r && !order.canRate) return null;
  return (
    <div className="text-sm sm:col-span-full" data-testid="order-rating">
      {r ? (
        <>
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium">
              {viewer === 'buyer' ? t('rating.yours') : t('rating.received')}:
            </span>
            <StarRow stars={r.stars} />
          </p>
          {r.comment ? <p className="mt-1 break-words">{r.comment}</p> : null}
          {r.commentHidden ? <p className="mt-1 text-muted-foreground">{t('rating.commentHidden')}</p> : null}
          {r.editable ? (
            <p className="mt-1 text-muted-foreground">
              {t('rating.editableUntil', { date: formatDay(r.editableUntil) })}
            </p>
          ) : null}
        </>
      ) : null}
      {order.canRate || r?.editable ? (
        <Button className="mt-2" variant={r ? 'outline' : 'default'} size="sm" onClick={() => setOpen(true)}>
          <Star aria-hidden="true" />
          {r ? t('rating.edit') : t('rating.rate')}
        </Button>
      ) : null}
      {open ? <RatingDialog orderId={order.id} current={r} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function RatingDialog({
  orderId,
  current,
  onClose,
}: {
  orderId: string;
  current: OrderRatingView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [stars, setStars] = useState(current?.stars ?? 0);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveOrderRating(orderId, current !== null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const comment = new FormData(e.currentTarget).get('comment');
    const parsed = rateOrderInputSchema.safeParse({ stars, comment });
    if (!parsed.success) {
      setError(localizeMessage(parsed.error.issues[0]?.message) ?? null);
      return;
    }
    setError(null);
    // Awaited, not a mutate callback: the refreshed order may show the card without this dialog.
    save.mutateAsync(parsed.data).then(
      () => {
        toast.success(t('rating.saved'));
        onClose();
      },
      (err: Error) => setError(localizeMessage(err.message)),
    );
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{current ? t('rating.edit') : t('rating.rate')}</DialogTitle>
          <DialogDescription>{t('rating.commentHint')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit} noValidate>
          <fieldset>
            <legend className="mb-1 text-sm font-medium">{t('rating.stars')}</legend>
            <div className="flex gap-1">
              {[1, 2, 3, 4, 5].map((n) => (
                <label
                  key={n}
                  className="cursor-pointer rounded-sm focus-within:ring-2 focus-within:ring-ring"
                >
                  <input
                    type="radio"
                    name="stars"
                    value={n}
                    checked={stars === n}
                    onChange={() => setStars(n)}
                    className="sr-only"
                    aria-label={t('rating.starsOf', { count: n })}
                  />
                  <Star
                    aria-hidden="true"
                    className={cn(
                      'size-8',
                      n <= stars ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
                    )}
                  />
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-1">
            <Label htmlFor="rating-comment">{t('rating.comment')}</Label>
            <Textarea
              id="rating-comment"
              name="comment"
              rows={3}
              maxLength={2000}
              defaultValue={current?.comment ?? ''}
            />
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('lifecycle.dialog.abort')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t('lifecycle.dialog.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
