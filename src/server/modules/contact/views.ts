import type { Config } from '#server/config.ts';
import type { SiteInfo } from '#shared/site-info/schema.ts';

export function toSiteInfo(c: Config['company']): SiteInfo {
  return {
    companyName: c.name,
    address: c.address,
    managingDirector: c.managingDirector,
    registerCourt: c.registerCourt,
    registerNumber: c.registerNumber,
    vatId: c.vatId,
    chamber: c.chamber,
    email: c.email,
    phone: c.phone,
  };
}
