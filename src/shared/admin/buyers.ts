import { z } from 'zod';
import { text } from '#shared/common/text.ts';

export const adminBuyerViewSchema = z.object({
  id: z.uuid(),
  email: text(),
  firstName: text(),
  lastName: text(),
  company: text(),
  phone: text(),
  isActive: z.boolean(),
  registeredAt: text(),
});
export type AdminBuyerView = z.infer<typeof adminBuyerViewSchema>;

export const adminBuyerEditSchema = z.object({
  firstName: text().trim().min(1, 'Bitte geben Sie einen Vornamen ein'),
  lastName: text().trim().min(1, 'Bitte geben Sie einen Nachnamen ein'),
  email: z.email('Bitte geben Sie eine gültige E-Mail-Adresse ein').trim().toLowerCase(),
  company: text().trim().min(1, 'Bitte geben Sie einen Firmennamen ein'),
  phone: text().trim().min(1, 'Bitte geben Sie eine Telefonnummer ein'),
  isActive: z.boolean(),
});
export type AdminBuyerEdit = z.infer<typeof adminBuyerEditSchema>;
