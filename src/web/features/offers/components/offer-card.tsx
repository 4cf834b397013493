import { BadgeCheck, Check, Phone, Scale, Trophy, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BuyerOfferView } from '#shared/offers/schema.ts';
import { showsStatusBesideExpired } from '#shared/offers/rules.ts';
import { offerLabel, supplierLabel } from '#web/lib/offer-texts.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { DocumentLinks } from './attachments/attachment-list.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatDay, formatMoney } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { conditionLabel, deliveryLabel, paymentTermLabel, warrantyLabel } from '#web/lib/display-labels.ts';
import { RatingSummary } from '#web/components/rating-summary.tsx';
import { PerformanceMarks } from '#web/components/performance-marks.tsx';
import { colon } from '#web/lib/typography.ts';
import type { OwnerSide } from '#web/features/requests/index.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-border py-1.5 text-sm last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

/** One anonymous offer (spec 1 §6): number, contact letter, masked phone, verified flag. */
export function OfferCard({
  side,
  offer,
  ranksByCost = false,
}: {
  side: OwnerSide;
  offer: BuyerOfferView;
  ranksByCost?: boolean;
}) {
  const { t } = useTranslation();
  // The card the list puts first gets the ring: best total cost when the buyer gave one, else best price.
  const highlighted = ranksByCost ? offer.bestTotalCost : offer.bestPrice;
  return (
    <Card className={cn(highlighted && 'border-primary ring-1 ring-primary')} data-testid="offer-card">
      <CardHeader className="gap-2 pb-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h3">{offerLabel(offer.rank)}</CardTitle>
          <div className="flex flex-wrap gap-2">
            {offer.alternative ? (
              <Badge variant="outline" className="border-amber-500 text-amber-900">
                {t('buyer.offers.alternative')}
              </Badge>
            ) : null}
            {offer.bestTotalCost ? (
              <Badge>
                <Scale aria-hidden="true" />
                {t('buyer.offers.bestTotalCost')}
              </Badge>
            ) : null}
            {offer.bestPrice ? (
              <Badge variant={ranksByCost ? 'secondary' : 'default'}>
                <Trophy aria-hidden="true" />
                {t('buyer.offers.bestPrice')}
              </Badge>
            ) : null}
            {offer.fastestDelivery ? (
              <Badge variant="secondary">
                <Zap aria-hidden="true" />
                {t('buyer.offers.fastest')}
              </Badge>
            ) : null}
            {offer.expired ? <Badge variant="destructive">{t('buyer.offers.expired')}</Badge> : null}
            {offer.sellerVerified ? (
              <Badge variant="success">
                <BadgeCheck aria-hidden="true" />
                {t('buyer.offers.verified')}
              </Badge>
            ) : null}
          </div>
        </div>
        {offer.alternative ? (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950">
            {t('buyer.offers.alternativePart', {
              manufacturer: offer.alternative.manufacturer,
              number: offer.alternative.partNumber,
            })}
          </p>
        ) : null}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {offer.status === 'angenommen' ? (
            // Issue 34: after the order the masked contact is no longer the truth; the order has it.
            <span data-testid="offer-contact-in-order">{t('buyer.offers.contactInOrder')}</span>
          ) : (
            <>
              <span>{t('buyer.offers.contact', { letter: supplierLabel(offer.contactLetter) })}</span>
              <span className="inline-flex items-center gap-1">
                <Phone className="size-3.5" aria-hidden="true" />
                {t('buyer.offers.phone', { phone: offer.maskedPhone })}
              </span>
            </>
          )}
          <RatingSummary rating={offer.sellerRating} anonymous />
        </p>
        <PerformanceMarks marks={offer.sellerMarks} />
      </CardHeader>
      <CardContent className="pb-4">
        <p className="text-2xl font-bold" data-testid="offer-headline">
          {t('buyer.offers.headline', { amount: formatMoney(offer.total, offer.currency) })}
        </p>
        <p className="mb-3 text-xs text-muted-foreground">{t('buyer.offers.headlineNote')}</p>
        {offer.effectiveCost !== null ? (
          <p className="mb-3 text-sm" data-testid="offer-effective-cost">
            <span className="text-muted-foreground">
              {t('buyer.offers.effectiveCost')}
              {colon()}{' '}
            </span>
            <span className="font-semibold">{formatMoney(offer.effectiveCost, offer.currency)}</span>
          </p>
        ) : null}
        <dl>
          <Row label={t('buyer.offers.price')}>{formatMoney(offer.price, offer.currency)}</Row>
          <Row label={t('buyer.offers.shipping')}>{formatMoney(offer.shippingCost, offer.currency)}</Row>
          <Row label={t('buyer.offers.total')}>{formatMoney(offer.total, offer.currency)}</Row>
          <Row label={t('buyer.offers.unitPrice')}>{formatMoney(offer.unitPrice, offer.currency)}</Row>
          <Row label={t('buyer.offers.delivery')}>{deliveryLabel(offer.delivery)}</Row>
          {offer.expectedDelivery ? (
            <Row label={t('buyer.offers.expectedDelivery')}>
              <span className="inline-flex flex-wrap items-center justify-end gap-2">
                {formatDay(offer.expectedDelivery)}
                {offer.timeliness ? (
                  <Badge
                    variant={offer.timeliness === 'onTime' ? 'success' : 'warning'}
                    data-testid="offer-timeliness"
                  >
                    {t(offer.timeliness === 'onTime' ? 'buyer.offers.onTime' : 'buyer.offers.late')}
                  </Badge>
                ) : null}
              </span>
            </Row>
          ) : null}
          <Row label={t('buyer.offers.validUntil')}>{formatDay(offer.validUntil)}</Row>
          {offer.warrantyMonths !== null ? (
            <Row label={t('buyer.offers.warranty')}>{warrantyLabel(offer.warrantyMonths)}</Row>
          ) : null}
          {offer.condition ? (
            <Row label={t('buyer.offers.condition')}>{conditionLabel(offer.condition)}</Row>
          ) : null}
          {offer.paymentTerm ? (
            <Row label={t('buyer.offers.paymentTerm')}>{paymentTermLabel(offer.paymentTerm)}</Row>
          ) : null}
          <Row label={t('buyer.offers.status')}>
            {showsStatusBesideExpired(offer)
              ? t(`buyer.offers.status.${offer.status}`)
              : t('buyer.offers.expired')}
          </Row>
        </dl>
        {offer.description ? (
          <p className="mt-3 text-sm">
            <span className="font-medium">
              {t('buyer.offers.description')}
              {colon()}{' '}
            </span>
            {offer.description}
          </p>
        ) : null}
        {offer.notes ? (
          <p className="mt-1 text-sm">
            <span className="font-medium">
              {t('buyer.offers.notes')}
              {colon()}{' '}
            </span>
            {offer.notes}
          </p>
        ) : null}
        {/* Decisions 067, 072: the seller's documents came with the offers, as 'dokument-N.pdf'. */}
        <DocumentLinks items={offer.documents} testId="offer-documents" className="mt-3" />
      </CardContent>
      {offer.orderable ? (
        <CardFooter>
          <Button asChild className="w-full sm:w-auto">
            <Link
              to={`${side === 'buyer' ? paths.orderProcessing : paths.sellerOrderProcessing}?offerId=${offer.id}`}
            >
              <Check aria-hidden="true" />
              {t('buyer.offers.accept')}
            </Link>
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}
