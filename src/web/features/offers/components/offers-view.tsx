import {
  KnownPartRelations,
  OWN_REQUESTS_BASE,
  RequestQuestions,
  type OwnerSide,
} from '#web/features/requests/index.ts';
import { ArrowLeft, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '#web/components/error-card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { formatDate, formatDay, formatMoney } from '#web/lib/format.ts';
import { useRequestOffers } from '#web/features/offers/api/get-request-offers.ts';
import { ListSkeleton } from '#web/components/list-skeleton.tsx';
import { OfferCard } from './offer-card.tsx';
import { AttachmentList } from './attachments/attachment-list.tsx';
import { isRequestOpen } from '#shared/requests/transitions.ts';
import { UrgencyBadge } from '#web/components/urgency-badge.tsx';
import { PriceComparisonButtons } from './price-comparison-buttons.tsx';

/**
 * The offers on an own request, ranked (spec 1 §4, decision 048), with its questions and
 * cross-references: the buyer's and the seller's acting as buyer (`side`), one screen (issue 28).
 */
export function OffersView({
  side,
  requestId,
  onBack,
}: {
  side: OwnerSide;
  requestId: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const query = useRequestOffers(side, requestId);
  const base = OWN_REQUESTS_BASE[side];

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('buyer.offers.back')}
        </Button>
        {query.isSuccess && query.data.offers.length > 0 ? (
          <PriceComparisonButtons base={base} requestId={requestId} />
        ) : null}
      </div>
      {query.isPending ? (
        <ListSkeleton rows={2} />
      ) : query.isError ? (
        <ErrorCard
          description={isApiError(query.error) ? query.error.message : t('buyer.offers.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <div>
            <h2 className="break-all text-xl font-semibold">
              {t('buyer.offers.title', { partNumber: query.data.request.partNumber })}
            </h2>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              {query.data.request.manufacturer ?? t('buyer.requests.noManufacturer')}
              <span aria-hidden="true">·</span>
              {t('buyer.requests.quantity', { count: query.data.request.quantity })}
              <span aria-hidden="true">·</span>
              {formatDate(query.data.request.createdAt)}
              <UrgencyBadge
                urgency={query.data.request.urgency}
                label={t(`buyer.urgency.${query.data.request.urgency}`)}
              />
            </p>
            {query.data.request.neededBy ? (
              <p className="mt-1 text-sm font-medium">
                {t('buyer.offers.neededBy', { date: formatDay(query.data.request.neededBy) })}
              </p>
            ) : null}
            <KnownPartRelations path={`${base}/${requestId}/part-relations`} />
            <AttachmentList
              kind="request"
              id={requestId}
              deletable={isRequestOpen(query.data.request)}
              className="mt-2"
            />
            <p className="mt-2 text-sm text-muted-foreground">
              {query.data.request.downtimeCostPerDay
                ? t('buyer.offers.rankedByCost', {
                    amount: formatMoney(query.data.request.downtimeCostPerDay, 'EUR'),
                  })
                : t('buyer.offers.intro')}
            </p>
          </div>
          {query.data.offers.length === 0 ? (
            <Card>
              <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
                <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
                <p>{t('buyer.offers.empty')}</p>
              </CardContent>
            </Card>
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              {query.data.offers.map((o) => (
                <OfferCard
                  key={o.id}
                  side={side}
                  offer={o}
                  ranksByCost={query.data.request.downtimeCostPerDay !== null}
                />
              ))}
            </div>
          )}
          <Card>
            <CardContent className="pt-6">
              <RequestQuestions path={`${base}/${requestId}/questions`} mode="owner" />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
