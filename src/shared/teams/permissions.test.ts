import { describe, expect, it } from 'vitest';
import { can, isMemberRoleOf, MEMBER_ACTIONS, memberRolesOf } from './permissions.ts';

describe('member permissions (decision 066)', () => {
  it('lets the owner do everything', () => {
    for (const action of MEMBER_ACTIONS) expect(can('owner', action)).toBe(true);
  });
  it('gives each role its work and nothing of the business', () => {
    expect(can('sales', 'offers')).toBe(true);
    expect(can('sales', 'orders')).toBe(true);
    expect(can('sales', 'questions')).toBe(true);
    expect(can('sales', 'members')).toBe(false);
    expect(can('sales', 'apiKeys')).toBe(false);
    expect(can('purchasing', 'orders')).toBe(true);
    expect(can('purchasing', 'requests')).toBe(false);
    expect(can('requester', 'requests')).toBe(true);
    expect(can('requester', 'orders')).toBe(false);
    // Decision 070: a requester submits the checkout (it waits for approval); a reader does not.
    expect(can('requester', 'checkout')).toBe(true);
    expect(can('purchasing', 'checkout')).toBe(true);
  });
  it('lets a reader write nothing, and nobody without a role', () => {
    for (const action of MEMBER_ACTIONS) {
      expect(can('read', action)).toBe(false);
      expect(can(null, action)).toBe(false);
    }
  });
  it('keeps the roles of sellers and buyers apart', () => {
    expect(memberRolesOf('seller')).toEqual(['owner', 'sales', 'read']);
    expect(memberRolesOf('buyer')).toEqual(['owner', 'purchasing', 'requester', 'read']);
    expect(isMemberRoleOf('buyer', 'sales')).toBe(false);
    expect(isMemberRoleOf('seller', 'purchasing')).toBe(false);
  });
});
