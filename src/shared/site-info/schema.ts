import { z } from 'zod';

/**
 * The operator's company details for imprint and privacy notice. They come from configuration
 * (COMPANY_* variables); a field the operator has not set is null and the page shows a
 * bracketed placeholder instead.
 */
export const siteInfoSchema = z.object({
  companyName: z.string().nullable(),
  address: z.string().nullable(),
  managingDirector: z.string().nullable(),
  registerCourt: z.string().nullable(),
  registerNumber: z.string().nullable(),
  vatId: z.string().nullable(),
  chamber: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
});

export type SiteInfo = z.infer<typeof siteInfoSchema>;
