import { ClipboardList, FileText, PackageCheck, ShoppingCart, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SellerSummary } from '#shared/seller-market/schema.ts';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { RatingSummary } from '../../../components/rating-summary.tsx';
import { useSellerSummary } from '../api/seller-queries.ts';

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
      <section aria-label={t('seller.summary.label')} className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {CARDS.map(([key, Icon, label]) => (
          <Card key={key}>
            <CardContent className="flex items-center gap-3 pt-6">
              <span className="flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <p className="text-sm text-muted-foreground">{t(`seller.summary.${label}`)}</p>
                {summary.data ? (
                  <p className="text-2xl font-bold" data-testid={`summary-${key}`}>
                    {summary.data[key]}
                  </p>
                ) : (
                  <Skeleton className="h-8 w-10" />
                )}
              </div>
            </CardContent>
          </Card>
        ))}
      </section>
      {summary.data ? (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm" data-testid="own-rating">
          <span className="text-muted-foreground">{t('rating.own')}:</span>
          <RatingSummary rating={summary.data.rating} className="font-medium" />
        </p>
      ) : null}
    </>
  );
}
