import { ArrowLeft } from 'lucide-react';
import { showsStatusBesideExpired } from '#shared/offers/rules.ts';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '#web/components/error-card.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { AutoOfferBadge } from './auto-offer-badge.tsx';
import { CreatedBy } from '#web/features/team/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDate, formatDay, formatMoney } from '#web/lib/format.ts';
import { useOwnOffer } from '#web/features/offers/api/seller-queries.ts';
import { RequestQuestions } from '#web/features/requests/index.ts';
import { WithdrawOffer } from './withdraw-offer.tsx';
import { OfferFeedback } from './offer-feedback.tsx';
import { OfferDocuments } from '#web/features/offers/components/attachments/offer-documents.tsx';
import {
  conditionLabel,
  deliveryLabel,
  offerStatusLabel,
  paymentTermLabel,
  warrantyLabel,
} from '#web/lib/display-labels.ts';

/** The seller's own offer, read-only (offers cannot be edited after submission). */
export function OfferDetail({ offerId, onBack }: { offerId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const offer = useOwnOffer(offerId);
  const backButton = (
    <Button variant="ghost" className="self-start" onClick={onBack}>
      <ArrowLeft aria-hidden="true" />
      {t('seller.back')}
    </Button>
  );
  if (offer.isPending) return <Skeleton className="h-64" />;
  if (offer.isError) {
    return (
      <div className="grid gap-4">
        {backButton}
        <ErrorCard onRetry={() => void offer.refetch()} description={t('seller.offerDetail.loadFailed')} />
      </div>
    );
  }
  const o = offer.data;
  const rows: [string, string][] = [
    [t('seller.offer.price'), formatMoney(o.price, o.currency)],
    [t('seller.offer.shipping'), formatMoney(o.shippingCost, o.currency)],
    [t('seller.offerDetail.total'), formatMoney(o.total, o.currency)],
    [t('seller.offerDetail.unitPrice'), formatMoney(o.unitPrice, o.currency)],
    [t('seller.offer.delivery'), deliveryLabel(o.delivery)],
    [t('seller.offer.validUntil'), formatDay(o.validUntil)],
    [
      t('seller.offer.paymentTerm'),
      o.paymentTerm ? paymentTermLabel(o.paymentTerm) : t('seller.offer.paymentTermNone'),
    ],
    [t('seller.offer.warranty'), o.warrantyMonths === null ? '–' : warrantyLabel(o.warrantyMonths)],
    [t('seller.offer.condition'), o.condition ? conditionLabel(o.condition) : '–'],
    [t('seller.offer.description'), o.description ?? '–'],
    [t('seller.offer.notes'), o.notes ?? '–'],
    [t('seller.offerDetail.created'), formatDate(o.createdAt)],
  ];
  return (
    <Card>
      <CardHeader>
        {backButton}
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle as="h2">{t('seller.offerDetail.title')}</CardTitle>
          {showsStatusBesideExpired(o) ? (
            <Badge variant={o.status === 'angenommen' ? 'success' : 'secondary'}>
              {offerStatusLabel(o.status)}
            </Badge>
          ) : null}
          {o.automatic ? <AutoOfferBadge /> : null}
          {o.expired ? <Badge variant="destructive">{t('seller.offerDetail.expired')}</Badge> : null}
          {/* Decision 071: the colleague who wrote it (the seller's own view only). */}
          <CreatedBy member={o.createdBy} />
        </div>
        <CardDescription>
          {o.request.manufacturer ? `${o.request.manufacturer} · ` : ''}
          {t('seller.offer.for', { partNumber: o.request.partNumber, quantity: o.request.quantity })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {o.feedback ? (
          <section
            aria-label={t('feedback.title')}
            className="rounded-md border border-border bg-muted/40 p-3"
          >
            <h3 className="text-xs font-medium uppercase text-muted-foreground">{t('feedback.title')}</h3>
            <OfferFeedback feedback={o.feedback} className="text-sm font-medium" />
          </section>
        ) : null}
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium uppercase text-muted-foreground">{label}</dt>
              <dd className="text-sm">{value}</dd>
            </div>
          ))}
        </dl>
        {/* Decision 067: the offer's PDF documents; more can be attached while it is pending. */}
        <OfferDocuments offerId={o.id} pending={o.status === 'ausstehend' && !o.expired} />
        {/* Decision 054: while pending, the request's questions (a new answer may be a reason to
            withdraw) and the withdrawal itself. */}
        {o.status === 'ausstehend' ? (
          <>
            <WithdrawOffer offerId={o.id} onWithdrawn={onBack} />
            <RequestQuestions path={`/seller/requests/${o.request.id}/questions`} mode="seller" />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
