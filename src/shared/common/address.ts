import { z } from 'zod';
import { text } from './text.ts';
import { DEFAULT_COUNTRY } from '#shared/constants.ts';

/** Spec 1 §3 address object; country defaults to 'Deutschland'. */
export const addressSchema = z.object({
  street: text().trim().min(1, 'Bitte geben Sie Straße und Hausnummer ein'),
  city: text().trim().min(1, 'Bitte geben Sie einen Ort ein'),
  zip: text().trim().min(1, 'Bitte geben Sie eine Postleitzahl ein'),
  country: text().trim().min(1).default(DEFAULT_COUNTRY),
});
export type Address = z.infer<typeof addressSchema>;
