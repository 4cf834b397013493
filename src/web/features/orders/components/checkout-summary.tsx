import type { ReactNode } from 'react';
import { conditionLabel, deliveryLabel, warrantyLabel } from '#web/lib/display-labels.ts';
import { useTranslation } from 'react-i18next';
import type { CheckoutView } from '#shared/orders/schema.ts';
import { checkoutVat } from '#shared/orders/checkout-vat.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { formatDay, formatMoney, formatPercent } from '#web/lib/format.ts';
import { colon } from '#web/lib/typography.ts';

function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4 border-b border-border py-1.5 text-sm last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={strong ? 'text-right text-base font-bold' : 'text-right font-medium'}>{children}</dd>
    </div>
  );
}

/**
 * Spec 1 §2, §9: unit price = price / quantity; VAT on price plus shipping by the VAT rule
 * (issue 32) for the delivery country entered in the form (`deliveryCountry`), with its note.
 */
export function CheckoutSummary({
  checkout: c,
  deliveryCountry,
}: {
  checkout: CheckoutView;
  deliveryCountry?: string | null | undefined;
}) {
  const { t } = useTranslation();
  const vat =
    deliveryCountry === undefined
      ? { ratePercent: c.vatPercent, note: c.vatNote, taxAmount: c.taxAmount, gross: c.gross }
      : checkoutVat(c, deliveryCountry);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('checkout.summary')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl>
          <Row label={t('checkout.manufacturer')}>{c.manufacturer ?? t('checkout.unknown')}</Row>
          <Row label={t('checkout.partNumber')}>
            <span className="break-all">{c.partNumber}</span>
          </Row>
          <Row label={t('checkout.quantity')}>{c.quantity}</Row>
          <Row label={t('checkout.unitPrice')}>{formatMoney(c.unitPrice, c.currency)}</Row>
          <Row label={t('checkout.shipping')}>{formatMoney(c.shippingCost, c.currency)}</Row>
          <Row label={t('checkout.net')}>{formatMoney(c.net, c.currency)}</Row>
          <Row label={t('checkout.vat', { percent: formatPercent(vat.ratePercent) })}>
            {formatMoney(vat.taxAmount, c.currency)}
          </Row>
          <Row label={t('checkout.gross')} strong>
            {formatMoney(vat.gross, c.currency)}
          </Row>
          {vat.note ? (
            <p className="py-1.5 text-sm font-medium" data-testid="checkout-vat-note">
              {vat.note}
            </p>
          ) : null}
          <Row label={t('checkout.delivery')}>{deliveryLabel(c.delivery)}</Row>
          <Row label={t('checkout.validUntil')}>
            <span data-testid="checkout-valid-until">{formatDay(c.validUntil)}</span>
          </Row>
          <Row label={t('checkout.warranty')}>
            {c.warrantyMonths === null ? t('checkout.unknown') : warrantyLabel(c.warrantyMonths)}
          </Row>
          <Row label={t('checkout.condition')}>
            {c.condition ? conditionLabel(c.condition) : t('checkout.unknown')}
          </Row>
        </dl>
        {c.description ? (
          <p className="mt-3 whitespace-pre-line text-sm">
            <span className="font-medium">
              {t('checkout.offerDescription')}
              {colon()}{' '}
            </span>
            {c.description}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
