import { useTranslation } from 'react-i18next';
import type { SellerRequestView } from '#shared/seller-market/schema.ts';
import { countryName } from '#web/lib/display-labels.ts';
import { formatDay } from '#web/lib/format.ts';

/**
 * Issue 34: when the request ends (an offer is valid at most until then) and where the part goes
 * (country and, in Germany, the postcode's first digit) — what a seller needs to price shipping
 * and set 'Gültig bis', nothing that names the buyer.
 */
export function RequestFacts({
  request,
  className,
}: {
  request: Pick<SellerRequestView, 'endsAt' | 'deliveryRegion'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const region = request.deliveryRegion;
  if (!request.endsAt && !region) return null;
  return (
    <p className={className} data-testid="request-facts">
      {region ? (
        <span data-testid="request-region">
          {region.postcodeArea
            ? t('requestFacts.deliveryArea', {
                country: countryName(region.country),
                area: region.postcodeArea,
              })
            : t('requestFacts.delivery', { country: countryName(region.country) })}
        </span>
      ) : null}
      {region && request.endsAt ? ' · ' : null}
      {request.endsAt ? (
        <span data-testid="request-ends">
          {t('requestFacts.endsAt', { date: formatDay(request.endsAt) })}
        </span>
      ) : null}
    </p>
  );
}
