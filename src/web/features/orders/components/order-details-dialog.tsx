import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '#shared/common/address.ts';
import type { BuyerOrderView } from '#shared/orders/schema.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { formatDate, formatDay, formatMoney, formatPercent } from '#web/lib/format.ts';
import { OrderDownloadButton } from './order-download-button.tsx';
import { PriceComparisonButtons } from '#web/features/offers/index.ts';
import { SkontoNote } from '#web/components/skonto-note.tsx';
import { countryName, deliveryLabel, paymentLine } from '#web/lib/display-labels.ts';
import { colon } from '#web/lib/typography.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-1 text-sm">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function AddressLines({ address }: { address: Address }) {
  return (
    <p className="text-muted-foreground">
      {address.street}
      <br />
      {address.zip} {address.city}
      <br />
      {countryName(address.country)}
    </p>
  );
}

interface Props {
  order: BuyerOrderView | null;
  onOpenChange: (open: boolean) => void;
}

/** Spec 1 §2 details dialog; after the order the seller's contact data are released (spec 1 §1). */
export function OrderDetailsDialog({ order, onOpenChange }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={order !== null} onOpenChange={onOpenChange}>
      {order ? (
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle className="break-all">
              {t('buyer.orders.dialogTitle', { orderNumber: order.orderNumber })}
            </DialogTitle>
            <DialogDescription>{t('buyer.orders.dialogText')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <Section title={t('buyer.orders.item')}>
              <p className="break-all">{order.partNumber}</p>
              <p className="text-muted-foreground">
                {order.manufacturer ?? t('buyer.requests.noManufacturer')}
              </p>
              <p className="text-muted-foreground">
                {t('buyer.requests.quantity', { count: order.quantity })}
              </p>
              <p className="text-muted-foreground">
                {t('buyer.orders.orderedAt', { date: formatDate(order.createdAt) })}
              </p>
              <p className="text-muted-foreground">
                {t('buyer.orders.delivery')}
                {colon()} {deliveryLabel(order.delivery)}
              </p>
            </Section>
            <Section title={t('buyer.orders.amounts')}>
              <p>
                {t('buyer.offers.price')}
                {colon()} {formatMoney(order.price)}
              </p>
              <p>
                {t('buyer.orders.shipping')}
                {colon()} {formatMoney(order.shippingCost)}
              </p>
              <p>
                {t('buyer.orders.net')}
                {colon()} {formatMoney(order.net)}
              </p>
              <p>
                {t('buyer.orders.vat', { percent: formatPercent(order.vatPercent) })}
                {colon()} {formatMoney(order.taxAmount)}
              </p>
              <p className="font-semibold">
                {t('buyer.orders.gross')}
                {colon()} {formatMoney(order.totalAmount)}
              </p>
              {order.vatNote ? (
                <p className="font-medium" data-testid="order-vat-note">
                  {order.vatNote}
                </p>
              ) : null}
            </Section>
            <Section title={t('buyer.orders.payment')}>
              <p data-testid="order-payment-line">
                {paymentLine(
                  order.paymentMethod === 'vorkasse'
                    ? t('buyer.orders.paymentPrepayment')
                    : t('buyer.orders.paymentMethod'),
                  order.paymentTerm,
                )}
              </p>
              {order.paymentDueDate ? (
                <p className="text-muted-foreground">
                  {t('buyer.orders.dueDate', { date: formatDay(order.paymentDueDate) })}
                </p>
              ) : null}
              <SkontoNote skonto={order.skonto} total={order.totalAmount} />
            </Section>
            <Section title={t('buyer.orders.seller')}>
              <p className="font-medium">{order.seller.company}</p>
              <p className="text-muted-foreground">
                {t('buyer.orders.contactPerson')}
                {colon()} {order.seller.contactPerson}
              </p>
              <p className="text-muted-foreground">
                {t('buyer.orders.email')}
                {colon()}{' '}
                <a
                  className="text-primary underline-offset-4 hover:underline"
                  href={`mailto:${order.seller.email}`}
                >
                  {order.seller.email}
                </a>
              </p>
              <p className="text-muted-foreground">
                {t('buyer.orders.phone')}
                {colon()} {order.seller.phone}
              </p>
              {order.seller.address ? <AddressLines address={order.seller.address} /> : null}
            </Section>
            <Section title={t('buyer.orders.billing')}>
              <AddressLines address={order.billingAddress} />
            </Section>
            <Section title={t('buyer.orders.shippingAddress')}>
              {order.shippingAddress ? (
                <AddressLines address={order.shippingAddress} />
              ) : (
                <p className="text-muted-foreground">{t('buyer.orders.sameAsBilling')}</p>
              )}
            </Section>
            {order.internalReference ? (
              <p className="text-muted-foreground sm:col-span-2">
                {t('buyer.orders.poReference', { reference: order.internalReference })}
              </p>
            ) : null}
            {order.costCentre || order.machineNumber ? (
              <p className="flex flex-wrap gap-x-4 text-muted-foreground sm:col-span-2">
                {order.costCentre ? (
                  <span>{t('requestForm.costCentreValue', { value: order.costCentre })}</span>
                ) : null}
                {order.machineNumber ? (
                  <span>{t('requestForm.machineNumberValue', { value: order.machineNumber })}</span>
                ) : null}
              </p>
            ) : null}
            {order.specialInstructions ? (
              <Section title={t('buyer.orders.instructions')}>
                <p className="whitespace-pre-line text-muted-foreground">{order.specialInstructions}</p>
              </Section>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <OrderDownloadButton orderId={order.id} orderNumber={order.orderNumber} />
            <PriceComparisonButtons base="/buyer/requests" requestId={order.requestId} />
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
