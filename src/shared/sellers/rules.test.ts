import { describe, expect, it } from 'vitest';
import { sellerBlock, sellerMayOperate } from './rules.ts';
import { SELLER_STANDING_CASES } from './standing-cases.ts';

describe('sellerMayOperate', () => {
  it.each(SELLER_STANDING_CASES)('$standing → $mayOperate', ({ standing, mayOperate }) => {
    expect(sellerMayOperate(standing)).toBe(mayOperate);
  });
});

describe('sellerBlock', () => {
  it('reports the first failing gate in the login order of spec 1 §4', () => {
    expect(
      sellerBlock({ approvalStatus: 'pending', paymentStatus: 'unpaid', activeStatus: 'inactive' }),
    ).toBe('SELLER_PENDING');
    expect(
      sellerBlock({ approvalStatus: 'rejected', paymentStatus: 'unpaid', activeStatus: 'inactive' }),
    ).toBe('SELLER_REJECTED');
    expect(
      sellerBlock({ approvalStatus: 'approved', paymentStatus: 'unpaid', activeStatus: 'inactive' }),
    ).toBe('SELLER_UNPAID');
    expect(sellerBlock({ approvalStatus: 'approved', paymentStatus: 'paid', activeStatus: 'inactive' })).toBe(
      'SELLER_INACTIVE',
    );
    expect(
      sellerBlock({ approvalStatus: 'approved', paymentStatus: 'freetrial', activeStatus: 'active' }),
    ).toBeNull();
  });
});
