import { useState } from 'react';
import { Eye, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BuyerRequestView } from '#shared/requests/schema.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { formatDate } from '#web/lib/format.ts';
import { RequestEndActions } from './request-end-actions.tsx';
import { RequestTimeline, RequestWideningActions } from './request-widening.tsx';
import { UrgencyBadge } from '#web/components/urgency-badge.tsx';
import { PhotoViewer } from '#web/components/photo-viewer.tsx';
import { OWN_REQUESTS_BASE, requestKeys, type OwnerSide } from '#web/features/requests/api/keys.ts';
import { AssigneeControl, CreatedBy } from '#web/features/team/index.ts';

/** One own request in the list, the buyer's or a seller's acting as buyer (`side`). */
export function RequestCard({
  request,
  side,
  onViewOffers,
}: {
  request: BuyerRequestView;
  side: OwnerSide;
  onViewOffers: () => void;
}) {
  const base = OWN_REQUESTS_BASE[side];
  const { t } = useTranslation();
  const [shownPhoto, setShownPhoto] = useState<number | null>(null);
  return (
    <Card data-testid="request-card">
      <CardHeader className="gap-2 pb-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <CardTitle as="h3" className="break-all">
              {request.partNumber}
            </CardTitle>
            <p className="text-sm text-muted-foreground">
              {request.manufacturer ?? t('buyer.requests.noManufacturer')}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {request.ordered ? <Badge variant="success">{t('buyer.requests.ordered')}</Badge> : null}
            {request.approvalPending ? (
              <Badge variant="warning" data-testid="approval-pending">
                {t('approvals.status.pending')}
              </Badge>
            ) : null}
            {request.status !== 'active' ? (
              <Badge variant="secondary">{t(`lifecycle.request.status.${request.status}`)}</Badge>
            ) : null}
            <UrgencyBadge urgency={request.urgency} label={t(`buyer.urgency.${request.urgency}`)} />

            <Badge variant={request.offerCount > 0 ? 'success' : 'secondary'}>
              {t('buyer.requests.offerCount', { count: request.offerCount })}
            </Badge>
            {request.declineCount > 0 ? (
              <Badge variant="secondary" title={t('buyer.requests.declineTitle')}>
                {t('buyer.requests.declineCount', { count: request.declineCount })}
              </Badge>
            ) : null}
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3 pb-4">
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Package className="size-4" aria-hidden="true" />
            {t('buyer.requests.quantity', { count: request.quantity })}
          </span>
          <span>{t('buyer.requests.createdAt', { date: formatDate(request.createdAt) })}</span>
          {request.status === 'active' && request.expiresAt ? (
            <span>{t('lifecycle.request.expiresAt', { date: formatDate(request.expiresAt) })}</span>
          ) : null}
          {request.costCentre ? (
            <span>{t('requestForm.costCentreValue', { value: request.costCentre })}</span>
          ) : null}
          {request.machineNumber ? (
            <span>{t('requestForm.machineNumberValue', { value: request.machineNumber })}</span>
          ) : null}
        </p>
        {/* Issue 37 (decision 071): who of the company created it and who works on it. */}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <AssigneeControl
            path={`${base}/${request.id}/assignee`}
            assignee={request.assignee}
            refresh={requestKeys.own(side)}
          />
          <CreatedBy member={request.createdBy} />
        </div>
        {request.description ? <p className="whitespace-pre-line text-sm">{request.description}</p> : null}
        {request.photos.length > 0 ? (
          <ul aria-label={t('buyer.requests.photos')} className="flex flex-wrap gap-2">
            {request.photos.map((p, i) => (
              <li key={p.id}>
                <button
                  type="button"
                  onClick={() => setShownPhoto(i)}
                  className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={t('viewer.title', { n: i + 1, total: request.photos.length })}
                >
                  <img
                    src={p.url}
                    alt={p.fileName}
                    loading="lazy"
                    className="size-16 rounded-md border border-border object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <RequestTimeline request={request} />
        <PhotoViewer
          photos={request.photos.map((p) => ({ src: p.url, downloadHref: p.url }))}
          index={shownPhoto}
          onIndexChange={setShownPhoto}
          onClose={() => setShownPhoto(null)}
        />
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <Button onClick={onViewOffers}>
          <Eye aria-hidden="true" />
          {t('buyer.requests.viewOffers')}
        </Button>
        {request.status === 'active' && !request.ordered ? (
          <>
            <RequestWideningActions request={request} base={base} />
            <RequestEndActions requestId={request.id} base={base} />
          </>
        ) : null}
      </CardFooter>
    </Card>
  );
}
