import { z } from 'zod';

export const adminBuyerViewSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  phone: z.string(),
  isActive: z.boolean(),
  registeredAt: z.string(),
});
export type AdminBuyerView = z.infer<typeof adminBuyerViewSchema>;

export const adminBuyerEditSchema = z.object({
  firstName: z.string().trim().min(1, 'Bitte geben Sie einen Vornamen ein'),
  lastName: z.string().trim().min(1, 'Bitte geben Sie einen Nachnamen ein'),
  email: z.email('Bitte geben Sie eine gültige E-Mail-Adresse ein').trim().toLowerCase(),
  company: z.string().trim().min(1, 'Bitte geben Sie einen Firmennamen ein'),
  phone: z.string().trim().min(1, 'Bitte geben Sie eine Telefonnummer ein'),
  isActive: z.boolean(),
});
export type AdminBuyerEdit = z.infer<typeof adminBuyerEditSchema>;

export const BUYER_HAS_ORDERS_MESSAGE =
  'Käufer hat Bestellungen und kann nicht gelöscht werden. Bitte deaktivieren Sie den Käufer stattdessen.';
