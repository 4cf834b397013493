import type { CompanyConfig } from './config.ts';

/**
 * The demo's operator: complete and plainly fictitious, so the demo's imprint, privacy notice
 * and order documents read like a real site instead of '[Firmenname] GmbH'. Production never
 * uses it (no demo there); its details come from COMPANY_*.
 */
export const DEMO_COMPANY: Omit<CompanyConfig, 'email'> = {
  name: 'HydroParts Demo GmbH',
  address: 'Musterstraße 12, 70173 Stuttgart, Deutschland',
  managingDirector: 'Erika Beispiel',
  registerCourt: 'Amtsgericht Stuttgart',
  registerNumber: 'HRB 999999 (Demo)',
  vatId: 'DE999999999',
  chamber: 'IHK Region Stuttgart',
  phone: '+49 711 999999-0',
  // The IBAN of the ISO 13616 example: valid in form, no account of anyone.
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
};
