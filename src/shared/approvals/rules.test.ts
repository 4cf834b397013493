import { describe, expect, it } from 'vitest';
import { approvesOrders, mayApprove, needsApproval, takesApprovalLimit } from './rules.ts';

describe('the buyer approval limit (issue 37, decision 070)', () => {
  it('holds an order above the purchaser’s limit, and never one at or below it', () => {
    expect(needsApproval('purchasing', 100_000, 100_001)).toBe(true);
    expect(needsApproval('purchasing', 100_000, 100_000)).toBe(false);
    expect(needsApproval('purchasing', 100_000, 99_999)).toBe(false);
    expect(needsApproval('purchasing', null, 999_999_999)).toBe(false);
  });
  it('holds every order of a requester, none of the owner', () => {
    expect(needsApproval('requester', null, 1)).toBe(true);
    expect(needsApproval('owner', 1, 999_999_999)).toBe(false);
    expect(needsApproval(null, null, 1)).toBe(false);
  });
  it('lets the owner approve anything and a purchaser only within its own limit', () => {
    expect(mayApprove('owner', 1, 999_999_999)).toBe(true);
    expect(mayApprove('purchasing', null, 999_999_999)).toBe(true);
    expect(mayApprove('purchasing', 500_000, 500_000)).toBe(true);
    expect(mayApprove('purchasing', 500_000, 500_001)).toBe(false);
    expect(mayApprove('requester', null, 1)).toBe(false);
    expect(mayApprove('read', null, 1)).toBe(false);
  });
  it('names who sees the queue’s buttons and who takes a limit', () => {
    expect(['owner', 'purchasing', 'requester', 'read'].filter((r) => approvesOrders(r as never))).toEqual([
      'owner',
      'purchasing',
    ]);
    expect(takesApprovalLimit('purchasing')).toBe(true);
    expect(takesApprovalLimit('owner')).toBe(false);
    expect(takesApprovalLimit('requester')).toBe(false);
  });
});
