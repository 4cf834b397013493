import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SiteInfo } from '#shared/site-info/schema.ts';
import { api } from '#web/lib/api-client.ts';

export const getSiteInfo = () => api.get<SiteInfo>('/site-info');

export function useSiteInfo() {
  // The operator's details change only with a redeploy; one fetch per visit is enough.
  return useQuery({ queryKey: ['site-info'], queryFn: getSiteInfo, staleTime: Infinity });
}

export type CompanyValues = Record<
  | 'companyName'
  | 'address'
  | 'managingDirector'
  | 'registerCourt'
  | 'registerNumber'
  | 'vatId'
  | 'chamber'
  | 'email'
  | 'phone',
  string
>;

/**
 * The company values for legal texts, with a bracketed placeholder ('[Registergericht]') for what
 * the operator has not configured yet, so a gap is visible instead of silently empty.
 */
export function useCompanyValues(): { values: CompanyValues; isPending: boolean } {
  const { t } = useTranslation();
  const { data, isPending } = useSiteInfo();
  const values: CompanyValues = {
    companyName: data?.companyName ?? t('static.company.placeholder.name'),
    address: data?.address ?? t('static.company.placeholder.address'),
    managingDirector: data?.managingDirector ?? t('static.company.placeholder.managingDirector'),
    registerCourt: data?.registerCourt ?? t('static.company.placeholder.registerCourt'),
    registerNumber: data?.registerNumber ?? t('static.company.placeholder.registerNumber'),
    vatId: data?.vatId ?? t('static.company.placeholder.vatId'),
    chamber: data?.chamber ?? t('static.company.placeholder.chamber'),
    email: data?.email ?? '',
    phone: data?.phone ?? t('static.company.placeholder.phone'),
  };
  return { values, isPending };
}
