import { ClipboardList, FileText, PackageCheck, ShoppingCart, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SellerSummary } from '#shared/seller-market/schema.ts';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { RatingSummary } from '#web/components/rating-summary.tsx';
import { useSellerSummary } from '#web/features/offers/index.ts';
import { colon } from '#web/lib/typography.ts';

const CARDS: [
  Exclude<keyof SellerSummary, 'rating'>,
  LucideIcon,
  'relevant' | 'myRequests' | 'received' | 'myOrders',
][] = [
  ['relevantRequests', ClipboardList, 'relevant'],
  ['myRequests', FileText, 'myRequests'],
  ['receivedOrders', PackageCheck, 'received'],
  ['myOrders', ShoppingCart, 'myOrders'],
];

/** Spec 1 §2: the four counts, all computed on the server. */
export function SummaryCards() {
  const { t } = useTranslation();
  const summary = useSellerSummary();
  return (
    <>
      <section
        aria-label={t('seller.summary.label')}
        className="mt-4 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4"
      >
        {CARDS.map(([key, Icon, label]) => (
          <Card key={key}>
            {/* Compact on a phone: four counts in two short rows, so the work starts right below. */}
            <CardContent className="flex items-center gap-3 p-3 sm:p-4">
              <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary sm:flex">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <p className="truncate text-xs text-muted-foreground sm:text-sm">
                  {t(`seller.summary.${label}`)}
                </p>
                {summary.data ? (
                  <p className="text-xl font-bold leading-tight sm:text-2xl" data-testid={`summary-${key}`}>
                    {summary.data[key]}
                  </p>
                ) : (
                  <Skeleton className="h-7 w-10" />
                )}
              </div>
            </CardContent>
          </Card>
        ))}
      </section>
      {summary.data ? (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm" data-testid="own-rating">
          <span className="text-muted-foreground">
            {t('rating.own')}
            {colon()}
          </span>
          <RatingSummary rating={summary.data.rating} className="font-medium" />
        </p>
      ) : null}
    </>
  );
}
