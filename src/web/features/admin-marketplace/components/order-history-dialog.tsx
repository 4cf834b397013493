import { useTranslation } from 'react-i18next';
import type { AdminOrderView } from '#shared/admin/marketplace.ts';
import { OrderTimeline } from '#web/features/orders/index.ts';
import { StarRow } from '#web/components/rating-summary.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { formatDate } from '#web/lib/format.ts';
import { useRatingVisibility } from '#web/features/admin-marketplace/api/marketplace.ts';

/**
 * One order's lifecycle as both parties see it (the shared timeline, issue 14) and the buyer's
 * rating, whose comment an admin may hide when it is abusive.
 */
export function OrderHistoryDialog({ order, onClose }: { order: AdminOrderView; onClose: () => void }) {
  const { t } = useTranslation();
  const toggle = useRatingVisibility();
  const r = order.rating;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-all">
            {t('rating.admin.title', { number: order.orderNumber })}
          </DialogTitle>
        </DialogHeader>
        <OrderTimeline order={order} />
        <section className="text-sm" data-testid="admin-order-rating">
          <p className="mb-1 font-medium">{t('rating.admin.rating')}</p>
          {r ? (
            <>
              <p className="flex flex-wrap items-center gap-2">
                <StarRow stars={r.stars} />
                <span className="text-muted-foreground">{formatDate(r.createdAt)}</span>
              </p>
              {r.comment ? (
                <p
                  className={
                    r.commentHidden
                      ? 'mt-1 break-words text-muted-foreground line-through'
                      : 'mt-1 break-words'
                  }
                >
                  {r.comment}
                </p>
              ) : null}
              {r.commentHidden ? (
                <p className="mt-1 text-muted-foreground">{t('rating.commentHidden')}</p>
              ) : null}
              {r.comment ? (
                <Button
                  className="mt-2"
                  size="sm"
                  variant="outline"
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate({ id: r.id, hidden: !r.commentHidden })}
                >
                  {r.commentHidden ? t('rating.admin.show') : t('rating.admin.hide')}
                </Button>
              ) : null}
            </>
          ) : (
            <p className="text-muted-foreground">{t('rating.admin.none')}</p>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
