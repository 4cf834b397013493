import { useState } from 'react';
import { deliveryLabel } from '#web/lib/display-labels.ts';
import { ArrowLeft, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { offerLabel } from '#web/lib/offer-texts.ts';
import { ErrorCard } from '#web/components/error-card.tsx';
import { RequestEndActions } from '#web/components/request-end-actions.tsx';
import { RequestQuestions } from '#web/components/request-questions.tsx';
import { RequestWideningActions } from '#web/components/request-widening.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { formatDate, formatDay, formatMoney } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { useMyRequestOffers, useMyRequests } from '#web/features/seller/api/seller-queries.ts';
import { AssigneeControl, CreatedBy } from '#web/components/assignee-control.tsx';
import { RatingSummary } from '#web/components/rating-summary.tsx';
import { PriceComparisonButtons } from '#web/components/price-comparison-buttons.tsx';
import { colon } from '#web/lib/typography.ts';

/** Decision 071: the own requests reload after an assignment. */
const MY_REQUESTS_KEY = ['seller', 'my-requests'] as const;

/** Spec 1 §2 Meine Anfragen: the seller's own requests and the offers of other sellers on them. */
export function MyRequestsTab() {
  const [openId, setOpenId] = useState<string | null>(null);
  return openId ? (
    <MyRequestOffers requestId={openId} onBack={() => setOpenId(null)} />
  ) : (
    <MyRequestList onOpen={setOpenId} />
  );
}

function MyRequestList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useMyRequests(page);
  if (query.isPending) return <p className="text-sm text-muted-foreground">{t('seller.orders.loading')}</p>;
  if (query.isError)
    return <ErrorCard description={t('seller.loadFailed')} onRetry={() => void query.refetch()} />;
  const { items, total, pageSize } = query.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="grid gap-4">
      <h2 className="text-xl font-semibold">{t('seller.myRequests.title')}</h2>
      {items.length === 0 ? (
        <Card>
          <CardContent className="py-10 text-center">{t('seller.myRequests.empty')}</CardContent>
        </Card>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted/50">
              <tr>
                <th className="p-3">{t('seller.myRequests.manufacturer')}</th>
                <th className="p-3">{t('seller.myRequests.partNumber')}</th>
                <th className="p-3">{t('seller.myRequests.description')}</th>
                <th className="p-3">{t('seller.myRequests.quantity')}</th>
                <th className="p-3">{t('seller.myRequests.status')}</th>
                <th className="p-3">{t('seller.myRequests.offers')}</th>
                <th className="p-3">{t('seller.myRequests.created')}</th>
                <th className="p-3">{t('seller.myRequests.action')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((r) => (
                <tr key={r.id} className="border-t" data-testid="my-request-row">
                  <td className="p-3">{r.manufacturer ?? '–'}</td>
                  <td className="break-all p-3 font-medium">{r.partNumber}</td>
                  <td className="p-3">{r.description ?? ''}</td>
                  <td className="p-3">{r.quantity}</td>
                  <td className="p-3">
                    <Badge variant="success">{t(`seller.myRequests.status.${r.status}`)}</Badge>
                  </td>
                  <td className="p-3">{r.offerCount}</td>
                  <td className="p-3">
                    {formatDate(r.createdAt)}
                    <br />
                    <CreatedBy member={r.createdBy} />
                  </td>
                  <td className="p-3">
                    <div className="mb-2">
                      <AssigneeControl
                        path={`/seller/my-requests/${r.id}/assignee`}
                        assignee={r.assignee}
                        refresh={MY_REQUESTS_KEY}
                      />
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <Button size="sm" variant="outline" onClick={() => onOpen(r.id)}>
                        {t('seller.myRequests.viewOffers')}
                      </Button>
                      {r.status === 'active' ? (
                        <>
                          <RequestWideningActions request={r} base="/seller/my-requests" />
                          <RequestEndActions requestId={r.id} base="/seller/my-requests" />
                        </>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('seller.orders.prev')}
          </Button>
          <span className="text-sm">
            {page} / {pages}
          </span>
          <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('seller.orders.next')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function MyRequestOffers({ requestId, onBack }: { requestId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const query = useMyRequestOffers(requestId);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('seller.myRequests.back')}
        </Button>
        {query.isSuccess && query.data.offers.length > 0 ? (
          <PriceComparisonButtons base="/seller/my-requests" requestId={requestId} />
        ) : null}
      </div>
      {query.isPending ? (
        <p className="text-sm text-muted-foreground">{t('seller.orders.loading')}</p>
      ) : query.isError ? (
        <ErrorCard description={t('seller.myRequests.offersFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <h2 className="break-all text-xl font-semibold">
            {t('seller.myRequests.offersTitle', { partNumber: query.data.request.partNumber })}
          </h2>
          {query.data.offers.length === 0 ? (
            <Card>
              <CardContent className="py-10 text-center">{t('seller.myRequests.noOffers')}</CardContent>
            </Card>
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              {query.data.offers.map((o) => (
                <Card key={o.id} data-testid="my-request-offer">
                  <CardHeader className="gap-2 pb-3">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <CardTitle as="h3">{offerLabel(o.rank)}</CardTitle>
                      <div className="flex flex-wrap gap-2">
                        {o.bestPrice ? (
                          <Badge variant="success">{t('seller.myRequests.bestPrice')}</Badge>
                        ) : null}
                        {o.fastestDelivery ? (
                          <Badge variant="secondary">{t('seller.myRequests.fastest')}</Badge>
                        ) : null}
                      </div>
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {t('seller.myRequests.validUntil')}
                      {colon()} {formatDay(o.validUntil)} ·{' '}
                      {o.expired
                        ? t('seller.myRequests.expired')
                        : t(`seller.myRequests.offerStatus.${o.status}`)}
                    </p>
                    <RatingSummary rating={o.sellerRating} className="text-sm" />
                  </CardHeader>
                  <CardContent className="grid gap-1 text-sm">
                    <p>
                      {t('seller.myRequests.price')}
                      {colon()} {formatMoney(o.price, o.currency)}
                    </p>
                    <p>
                      {t('seller.orders.shipping')}
                      {colon()} {formatMoney(o.shippingCost, o.currency)}
                    </p>
                    <p className="font-semibold">
                      {t('seller.myRequests.total')}
                      {colon()} {formatMoney(o.total, o.currency)}
                    </p>
                    <p>
                      {t('seller.myRequests.unitPrice')}
                      {colon()} {formatMoney(o.unitPrice, o.currency)}
                    </p>
                    <p>
                      {t('seller.orders.delivery')}
                      {colon()} {deliveryLabel(o.delivery)}
                    </p>
                    {o.paymentTerm ? (
                      <p>
                        {t('seller.offer.paymentTerm')}
                        {colon()} {o.paymentTerm.name}
                      </p>
                    ) : null}
                  </CardContent>
                  {o.orderable ? (
                    <CardFooter>
                      <Button asChild>
                        <Link to={`${paths.sellerOrderProcessing}?offerId=${o.id}`}>
                          <ShoppingCart aria-hidden="true" />
                          {t('seller.myRequests.order')}
                        </Link>
                      </Button>
                    </CardFooter>
                  ) : null}
                </Card>
              ))}
            </div>
          )}
          {/* Decision 054: the requester answers the sellers' questions, as a buyer does. */}
          <Card>
            <CardContent className="pt-6">
              <RequestQuestions path={`/seller/my-requests/${requestId}/questions`} mode="owner" />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
