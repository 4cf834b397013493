import { z } from 'zod';
import { text } from '#shared/common/text.ts';
import { paginationQuerySchema } from '#shared/common/pagination.ts';

/** Issue 37, decision 070: the approval limit, 'Freigabe ausstehend' and the approvers' queue. */
export { APPROVAL_MESSAGES } from './messages.ts';

export const APPROVAL_LIMIT_INVALID = 'Bitte geben Sie ein gültiges Limit in Euro an (z. B. 1500).';
export const APPROVAL_LIMIT_MAX = 99_999_999.99;

/**
 * The owner sets a purchaser's limit: the gross order total in euros it may order alone, or
 * null ('kein Limit').
 */
export const approvalLimitInputSchema = z.object({
  approvalLimit: z
    .number(APPROVAL_LIMIT_INVALID)
    .positive(APPROVAL_LIMIT_INVALID)
    .max(APPROVAL_LIMIT_MAX, APPROVAL_LIMIT_INVALID)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, APPROVAL_LIMIT_INVALID)
    .nullable(),
});
export type ApprovalLimitInput = z.infer<typeof approvalLimitInputSchema>;

export const APPROVAL_STATUSES = ['pending', 'approved', 'declined', 'withdrawn'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/**
 * Decision 084: why a waiting order was withdrawn without a decision — what it waited for ended:
 * the request was closed, cancelled, ran out or was ordered otherwise, or the seller withdrew the
 * offer. Nobody can approve it any more, so it leaves the queue (and its badge).
 */
export const APPROVAL_WITHDRAWN_REASONS = [
  'request_closed',
  'request_cancelled',
  'request_expired',
  'request_ordered',
  'offer_withdrawn',
] as const;
export type ApprovalWithdrawnReason = (typeof APPROVAL_WITHDRAWN_REASONS)[number];

export const approvalListQuerySchema = z.object({
  /** 'pending': the queue; 'decided': the history of approvals and declines. */
  status: z.enum(['pending', 'decided']).default('pending'),
  ...paginationQuerySchema,
});
export type ApprovalListQuery = z.infer<typeof approvalListQuerySchema>;

export const declineApprovalInputSchema = z.object({
  reason: z
    .string('Bitte geben Sie einen Grund als Text an')
    .trim()
    .max(1000, 'Der Grund darf höchstens 1000 Zeichen lang sein')
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type DeclineApprovalInput = z.infer<typeof declineApprovalInputSchema>;

/** One approval request as the buyer company's members see it (never sent to a seller). */
export const approvalViewSchema = z.object({
  id: z.uuid(),
  status: z.enum(APPROVAL_STATUSES),
  requestId: z.uuid(),
  offerId: z.uuid(),
  manufacturer: text().nullable(),
  partNumber: text(),
  quantity: z.number().int(),
  /** The gross order total when it was asked for (EUR, '1234.56'). */
  totalAmount: text(),
  currency: text(),
  internalReference: text().nullable(),
  /** The offer's 'Gültig bis' (YYYY-MM-DD) and whether it has passed. */
  validUntil: text(),
  expired: z.boolean(),
  requestedBy: z.object({ id: z.uuid().nullable(), name: text() }),
  requestedAt: z.string(),
  decidedBy: z.object({ id: z.uuid().nullable(), name: text() }).nullable(),
  decidedAt: z.string().nullable(),
  declineReason: text().nullable(),
  /** Decision 084: set when the order was withdrawn because what it waited for ended. */
  withdrawnReason: z.enum(APPROVAL_WITHDRAWN_REASONS).nullable(),
  orderId: z.uuid().nullable(),
  orderNumber: text().nullable(),
  /** Whether the signed-in member may approve it now (role, own limit, pending, not expired). */
  canApprove: z.boolean(),
  /** Whether the signed-in member may decline it (an approver, pending). */
  canDecline: z.boolean(),
});
export type ApprovalView = z.infer<typeof approvalViewSchema>;

export const approvalPageSchema = z.object({
  items: z.array(approvalViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The company's pending approvals (the tab's badge). */
  pendingCount: z.number().int(),
});
export type ApprovalPage = z.infer<typeof approvalPageSchema>;

/** The checkout's answer when the order waits: 202 with the approval's id and the German message. */
export const approvalPendingResultSchema = z.object({
  approvalId: z.uuid(),
  status: z.literal('pending'),
  message: text(),
});
export type ApprovalPendingResult = z.infer<typeof approvalPendingResultSchema>;

export const approvalDecisionResultSchema = z.object({
  id: z.uuid(),
  status: z.enum(APPROVAL_STATUSES),
  orderId: z.uuid().nullable(),
  orderNumber: text().nullable(),
});
export type ApprovalDecisionResult = z.infer<typeof approvalDecisionResultSchema>;
