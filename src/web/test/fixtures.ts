import type { BuyerProfileView } from '#shared/buyers/schema.ts';

/** The demo buyer's profile as GET /buyer/profile answers it. */
export const BUYER_PROFILE: BuyerProfileView = {
  id: '0b6f8f0e-5a2c-4b1d-9e3f-7a6c5d4e3f21',
  email: 'erika@example.test',
  firstName: 'Erika',
  lastName: 'Muster',
  company: 'Muster Hydraulik GmbH',
  phone: '+49 711 123456',
  position: null,
  department: null,
  vatCheck: { status: 'valid', checkedAt: '2026-11-20T09:00:00.000Z' },
  taxNumber: null,
  vatNumber: 'DE123456789',
  billingAddress: { street: 'Hauptstraße 1', zip: '70173', city: 'Stuttgart', country: 'Deutschland' },
  shippingAddress: null,
  description: null,
};
