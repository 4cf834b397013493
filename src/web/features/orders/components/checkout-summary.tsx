import type { ReactNode } from 'react';
import { conditionLabel, deliveryLabel, warrantyLabel } from '#web/lib/display-labels.ts';
import { useTranslation } from 'react-i18next';
import type { CheckoutView } from '#shared/orders/schema.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { formatDay, formatMoney } from '#web/lib/format.ts';

function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4 border-b border-border py-1.5 text-sm last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={strong ? 'text-right text-base font-bold' : 'text-right font-medium'}>{children}</dd>
    </div>
  );
}

/** Spec 1 §2, §9: unit price = price / quantity; VAT 19 % on price plus shipping. */
export function CheckoutSummary({ checkout: c }: { checkout: CheckoutView }) {
  const { t } = useTranslation();
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
          <Row label={t('checkout.vat', { percent: c.vatPercent })}>
            {formatMoney(c.taxAmount, c.currency)}
          </Row>
          <Row label={t('checkout.gross')} strong>
            {formatMoney(c.gross, c.currency)}
          </Row>
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
            <span className="font-medium">{t('checkout.offerDescription')}: </span>
            {c.description}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
