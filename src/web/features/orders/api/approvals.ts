import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalDecisionResult, ApprovalPage, DeclineApprovalInput } from '#shared/approvals/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { withQuery } from '#web/lib/query-string.ts';
import { queryRoots } from '#web/lib/query-roots.ts';

/** Decision 070: the buyer company's approval queue ('Freigaben'), its count, approve and decline. */

export type ApprovalShow = 'pending' | 'decided';
export const approvalsKey = queryRoots.buyerApprovals;
const PAGE_SIZE = 10;

export const listApprovals = (status: ApprovalShow, page: number, signal?: AbortSignal) =>
  api.get<ApprovalPage>(withQuery('/buyer/approvals', { status, page, pageSize: PAGE_SIZE }), { signal });

export function useApprovals(status: ApprovalShow, page: number) {
  return useQuery({
    queryKey: [...approvalsKey, status, page],
    queryFn: ({ signal }) => listApprovals(status, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** The tab's badge: the company's pending approvals (the first page of the queue carries the count). */
export function usePendingApprovalCount(): number {
  const q = useQuery({
    queryKey: [...approvalsKey, 'pending', 1],
    queryFn: ({ signal }) => listApprovals('pending', 1, signal),
  });
  return q.data?.pendingCount ?? 0;
}

function useDecision<V>(mutationFn: (v: V) => Promise<ApprovalDecisionResult>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    // The queue, and the orders and requests an approval places (or not).
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: approvalsKey }),
        qc.invalidateQueries({ queryKey: queryRoots.buyerOrders }),
        qc.invalidateQueries({ queryKey: queryRoots.buyerOwnRequests }),
      ]),
  });
}

export const useApprove = () =>
  useDecision((id: string) => api.post<ApprovalDecisionResult>(`/buyer/approvals/${id}/approve`, {}));

export const useDecline = () =>
  useDecision((v: { id: string } & DeclineApprovalInput) =>
    api.post<ApprovalDecisionResult>(`/buyer/approvals/${v.id}/decline`, { reason: v.reason }),
  );
