import type { CompanyConfig } from '#server/config.ts';

/** A complete operator for the billing tests' invoices (the test config sets no COMPANY_*). */
export const TEST_COMPANY: CompanyConfig = {
  name: 'HydroParts Test GmbH',
  address: 'Musterstraße 12, 70173 Stuttgart, Deutschland',
  managingDirector: 'Erika Beispiel',
  registerCourt: 'Amtsgericht Stuttgart',
  registerNumber: 'HRB 999999',
  vatId: 'DE999999999',
  chamber: null,
  email: 'buchhaltung@hydroparts.example',
  phone: '+49 711 999999-0',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
};
