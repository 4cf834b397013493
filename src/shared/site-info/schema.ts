import { z } from 'zod';
import { text } from '#shared/common/text.ts';

/**
 * The operator's company details for imprint and privacy notice. They come from configuration
 * (COMPANY_* variables); a field the operator has not set is null and the page shows a
 * bracketed placeholder instead.
 */
export const siteInfoSchema = z.object({
  companyName: text().nullable(),
  address: text().nullable(),
  managingDirector: text().nullable(),
  registerCourt: text().nullable(),
  registerNumber: text().nullable(),
  vatId: text().nullable(),
  chamber: text().nullable(),
  email: text(),
  phone: text().nullable(),
});

export type SiteInfo = z.infer<typeof siteInfoSchema>;
