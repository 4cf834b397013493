import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../constants.ts';

/** Spec 1 §3 address object; country defaults to 'Deutschland'. */
export const addressSchema = z.object({
  street: z.string().trim().min(1, 'Bitte geben Sie Straße und Hausnummer ein'),
  city: z.string().trim().min(1, 'Bitte geben Sie einen Ort ein'),
  zip: z.string().trim().min(1, 'Bitte geben Sie eine Postleitzahl ein'),
  country: z.string().trim().min(1).default(DEFAULT_COUNTRY),
});
export type Address = z.infer<typeof addressSchema>;
