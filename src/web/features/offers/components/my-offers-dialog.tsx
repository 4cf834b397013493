import { useState } from 'react';
import { showsStatusBesideExpired } from '#shared/offers/rules.ts';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '#web/components/error-card.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { AutoOfferBadge } from './auto-offer-badge.tsx';
import { CreatedBy } from '#web/features/team/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { useOwnOffers } from '#web/features/offers/api/seller-queries.ts';
import { offerStatusLabel } from '#web/lib/display-labels.ts';
import { OfferFeedback } from './offer-feedback.tsx';

/** Spec 1 §2 'Meine Angebote': the seller's own offers, newest first, paged on the server. */
export function MyOffersDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const offers = useOwnOffers(page, open);
  const data = offers.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <FileText aria-hidden="true" />
          {t('seller.myOffers')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('seller.myOffers.title')}</DialogTitle>
          <DialogDescription>{t('seller.myOffers.description')}</DialogDescription>
        </DialogHeader>
        {offers.isPending ? (
          <Skeleton className="h-32" />
        ) : offers.isError ? (
          <ErrorCard onRetry={() => void offers.refetch()} description={t('seller.offerDetail.loadFailed')} />
        ) : data && data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('seller.myOffers.empty')}</p>
        ) : (
          <ul className="grid gap-2">
            {data?.items.map((o) => (
              <li key={o.id} className="rounded-lg border border-border p-3 text-sm" data-testid="my-offer">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-mono font-semibold">{o.request.partNumber}</p>
                  <div className="flex gap-1">
                    {showsStatusBesideExpired(o) ? (
                      <Badge variant={o.status === 'angenommen' ? 'success' : 'secondary'}>
                        {offerStatusLabel(o.status)}
                      </Badge>
                    ) : null}
                    {o.automatic ? <AutoOfferBadge /> : null}
                    {o.expired ? (
                      <Badge variant="destructive">{t('seller.offerDetail.expired')}</Badge>
                    ) : null}
                  </div>
                </div>
                <p className="text-muted-foreground">
                  {o.request.manufacturer ?? t('seller.noManufacturer')} · {formatMoney(o.price, o.currency)}{' '}
                  · {formatDate(o.createdAt)}
                </p>
                <CreatedBy member={o.createdBy} />
                {o.feedback ? <OfferFeedback feedback={o.feedback} className="mt-1 font-medium" /> : null}
              </li>
            ))}
          </ul>
        )}
        {data && pages > 1 ? (
          <div className="flex justify-end gap-2">
            <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('seller.pagination.previous')}
            </Button>
            <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('seller.pagination.next')}
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
