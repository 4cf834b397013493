import type { BuyerRequestView } from '#shared/requests/schema.ts';
import type { MemberRef } from '#shared/teams/assignment.ts';
import type { RequestRow } from './repository.ts';

export function photoUrl(requestId: string, photoId: string): string {
  return `/api/v1/requests/${requestId}/photos/${photoId}`;
}

export function toBuyerRequestView(
  r: RequestRow,
  offerCount: number,
  declineCount: number,
  ordered: boolean,
  photos: { id: string; fileName: string }[],
  widenings: { ring: number; createdAt: Date; sellerCount: number; byBuyer: boolean }[] = [],
  team: { createdBy: MemberRef | null; assignee: MemberRef | null } = { createdBy: null, assignee: null },
  approvalPending = false,
): BuyerRequestView {
  return {
    id: r.id,
    manufacturer: r.manufacturer,
    partNumber: r.partNumber,
    secondPartNumber: r.secondPartNumber,
    alternativesWelcome: r.alternativesWelcome,
    quantity: r.quantity,
    description: r.description,
    urgency: r.urgency,
    status: r.status,
    offerCount,
    declineCount,
    ordered,
    approvalPending,
    photos: photos.map((p) => ({ id: p.id, fileName: p.fileName, url: photoUrl(r.id, p.id) })),
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt?.toISOString() ?? null,
    neededBy: r.neededBy,
    downtimeCostPerDay: r.downtimeCostPerDay,
    costCentre: r.costCentre,
    machineNumber: r.machineNumber,
    closedAt: r.closedAt?.toISOString() ?? null,
    closeReason: r.closeReason,
    widenedRing: r.widenedRing,
    widenings: widenings.map((w) => ({
      ring: w.ring,
      at: w.createdAt.toISOString(),
      sellerCount: w.sellerCount,
      byBuyer: w.byBuyer,
    })),
    // Issue 37 (decision 071): the owner company's own members; this view goes to it alone.
    createdBy: team.createdBy,
    assignee: team.assignee,
  };
}
