import { queryRoots } from '#web/lib/query-roots.ts';

/** The account domain's query keys, one factory (issue 28). */
export const accountKeys = {
  buyerProfile: ['buyer', 'profile'] as const,
  sellerProfile: [...queryRoots.seller, 'profile'] as const,
  sellerRegions: [...queryRoots.seller, 'regions'] as const,
  sellerWidening: [...queryRoots.seller, 'widening'] as const,
  twoFactor: ['auth', 'two-factor'] as const,
  sessions: ['auth', 'sessions'] as const,
  privacy: ['account', 'privacy'] as const,
  mailSettings: ['notification-settings'] as const,
  pushDevices: ['push', 'devices'] as const,
  pushSettings: ['push', 'settings'] as const,
};
