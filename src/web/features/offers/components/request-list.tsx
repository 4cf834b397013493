import { useTranslation } from 'react-i18next';
import type { SellerRequestListItem as SellerRequestView } from '#shared/seller-market/schema.ts';
import { InStockBadge } from './in-stock-badge.tsx';
import { AutoOfferBadge } from './auto-offer-badge.tsx';
import { AutoOfferSkipNote } from './auto-offer-skip-note.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { formatDate, formatDay } from '#web/lib/format.ts';
import { RequestActions } from './request-actions.tsx';
import { RequestPhotos } from './request-photos.tsx';
import { RequestFacts } from './request-facts.tsx';
import { UrgencyBadge } from '#web/components/urgency-badge.tsx';
import { colon } from '#web/lib/typography.ts';
import { AssigneeControl } from '#web/features/team/index.ts';

/** Decision 071: the list reloads after an assignment (every relevant-requests query). */
const REQUESTS_KEY = ['seller', 'requests'] as const;

interface RequestListProps {
  items: readonly SellerRequestView[];
  onCreateOffer: (request: SellerRequestView) => void;
  onShowOffer: (offerId: string) => void;
  onDecline: (request: SellerRequestView) => void;
}

/** A table from 768 px (spec 1 §9 breakpoint, Tailwind's md), cards below. */
export function RequestList({ items, onCreateOffer, onShowOffer, onDecline }: RequestListProps) {
  const { t } = useTranslation();
  const manufacturer = (r: SellerRequestView) => r.manufacturer ?? t('seller.noManufacturer');
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-border md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted text-xs uppercase text-muted-foreground">
            <tr>
              <th className="px-3 py-2">{t('seller.col.manufacturer')}</th>
              <th className="px-3 py-2">{t('seller.col.partNumber')}</th>
              <th className="px-3 py-2">{t('seller.col.description')}</th>
              <th className="px-3 py-2 text-right">{t('seller.col.quantity')}</th>
              <th className="px-3 py-2">{t('seller.col.urgency')}</th>
              <th className="px-3 py-2">{t('seller.col.created')}</th>
              <th className="px-3 py-2">{t('seller.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((r) => (
              <tr key={r.id} className="border-t border-border align-top" data-testid="seller-request-row">
                <td className="px-3 py-3">{manufacturer(r)}</td>
                <td className="px-3 py-3">
                  <p className="font-mono">{r.partNumber}</p>
                  {r.stock ? <InStockBadge stock={r.stock} /> : null}
                  {r.autoOfferSkip ? (
                    <AutoOfferSkipNote reason={r.autoOfferSkip} className="mt-1 max-w-56" />
                  ) : null}
                  {r.myState === 'offered' && r.myOfferAutomatic ? (
                    <p className="mt-1">
                      <AutoOfferBadge />
                    </p>
                  ) : null}
                </td>
                <td className="max-w-xs px-3 py-3">
                  <p className="line-clamp-3">{r.description}</p>
                  <RequestFacts request={r} className="mt-1 text-xs text-muted-foreground" />
                  <RequestPhotos requestId={r.id} photoIds={r.photoIds} />
                </td>
                <td className="px-3 py-3 text-right">{r.quantity}</td>
                <td className="px-3 py-3">
                  <UrgencyBadge urgency={r.urgency} label={t(`seller.urgency.${r.urgency}`)} />
                  {r.neededBy ? (
                    <p className="mt-1 whitespace-nowrap text-xs font-medium">
                      {t('seller.offer.neededBy', { date: formatDay(r.neededBy) })}
                    </p>
                  ) : null}
                </td>
                <td className="whitespace-nowrap px-3 py-3">{formatDate(r.createdAt)}</td>
                <td className="px-3 py-3">
                  <div className="grid gap-2">
                    <AssigneeControl
                      path={`/seller/requests/${r.id}/assignee`}
                      assignee={r.assignee}
                      refresh={REQUESTS_KEY}
                    />
                    <RequestActions
                      request={r}
                      onCreateOffer={onCreateOffer}
                      onShowOffer={onShowOffer}
                      onDecline={onDecline}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden">
        {items.map((r) => (
          <li key={r.id}>
            <Card>
              <CardContent className="grid gap-2 pt-4 text-sm">
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <p className="font-mono font-semibold">{r.partNumber}</p>
                    <p className="text-muted-foreground">{manufacturer(r)}</p>
                  </div>
                  <UrgencyBadge urgency={r.urgency} label={t(`seller.urgency.${r.urgency}`)} />
                </div>
                {r.stock ? <InStockBadge stock={r.stock} /> : null}
                {r.autoOfferSkip ? <AutoOfferSkipNote reason={r.autoOfferSkip} /> : null}
                {r.myState === 'offered' && r.myOfferAutomatic ? (
                  <p>
                    <AutoOfferBadge />
                  </p>
                ) : null}
                {r.description ? <p>{r.description}</p> : null}
                <p className="text-muted-foreground">
                  {t('seller.col.quantity')}
                  {colon()} {r.quantity} · {formatDate(r.createdAt)}
                </p>
                {r.neededBy ? (
                  <p className="font-medium">{t('seller.offer.neededBy', { date: formatDay(r.neededBy) })}</p>
                ) : null}
                <RequestFacts request={r} className="text-muted-foreground" />
                <RequestPhotos requestId={r.id} photoIds={r.photoIds} />
                <AssigneeControl
                  path={`/seller/requests/${r.id}/assignee`}
                  assignee={r.assignee}
                  refresh={REQUESTS_KEY}
                />
                <RequestActions
                  request={r}
                  onCreateOffer={onCreateOffer}
                  onShowOffer={onShowOffer}
                  onDecline={onDecline}
                />
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
