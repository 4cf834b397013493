import { PackageCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StockMatchView } from '#shared/stock/schema.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { deliveryLabel } from '#web/lib/display-labels.ts';
import { formatMoney } from '#web/lib/format.ts';

/** Issue 31: 'Auf Lager' — the stored match of the seller's own stock, with what the line holds. */
export function InStockBadge({ stock }: { stock: StockMatchView }) {
  const { t } = useTranslation();
  return (
    <span className="inline-grid gap-0.5" data-testid="in-stock">
      <Badge variant="success" className="justify-self-start">
        <PackageCheck aria-hidden="true" />
        {t('stock.inStock')}
      </Badge>
      <span className="text-xs text-muted-foreground">
        {t('stock.inStockDetail', {
          quantity: stock.quantity,
          price: formatMoney(stock.price),
          delivery: deliveryLabel(stock.delivery),
        })}
      </span>
    </span>
  );
}
