import { lazy, Suspense, type ComponentType } from 'react';
import { usePendingSellerCount } from '#web/features/admin-accounts/index.ts';
import { withCount } from '#web/lib/with-count.ts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { withParam } from '#web/lib/query-string.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { AdminTextKey } from '#shared/i18n/features/admin.de.ts';

const tab = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const QueueTab = tab(() => import('#web/features/admin-accounts/components/queue-tab.tsx'), 'QueueTab');
const CountriesTab = tab(
  () => import('#web/features/admin-catalog/components/countries-tab.tsx'),
  'CountriesTab',
);
const ManufacturersTab = tab(
  () => import('#web/features/admin-catalog/components/manufacturers-tab.tsx'),
  'ManufacturersTab',
);
const PaymentTermsTab = tab(
  () => import('#web/features/admin-catalog/components/payment-terms-tab.tsx'),
  'PaymentTermsTab',
);
const MessagesTab = tab(
  () => import('#web/features/admin-content/components/messages-tab.tsx'),
  'MessagesTab',
);
const EmailLogsTab = tab(
  () => import('#web/features/admin-content/components/email-logs-tab.tsx'),
  'EmailLogsTab',
);
const PdfTemplatesTab = tab(
  () => import('#web/features/admin-content/components/pdf-templates-tab.tsx'),
  'PdfTemplatesTab',
);
const HtmlTemplatesTab = tab(
  () => import('#web/features/admin-content/components/html-templates-tab.tsx'),
  'HtmlTemplatesTab',
);
const TranslationsTab = tab(
  () => import('#web/features/admin-content/components/translations-tab.tsx'),
  'TranslationsTab',
);
const PartRelationsTab = tab(
  () => import('#web/features/admin-catalog/components/part-relations-tab.tsx'),
  'PartRelationsTab',
);
const EmailTestTab = tab(
  () => import('#web/features/admin-content/components/email-test-tab.tsx'),
  'EmailTestTab',
);

/**
 * Spec 2 §2 sub-tabs of Admin-Verwaltung, queue first and default, composed from three admin
 * domains (issue 28): the queue (admin-accounts), the reference data and cross-references
 * (admin-catalog), and what the platform says and sends (admin-content). The labels stay their literal
 * keys (`satisfies`, not a wider annotation): i18next 27 checks a key's interpolation variables,
 * so t() of the whole AdminTextKey union would demand the options of keys that have variables.
 */
const SUB_TABS = [
  { value: 'queue', label: 'admin.mgmt.queue', Component: QueueTab },
  { value: 'countries', label: 'admin.mgmt.countries', Component: CountriesTab },
  { value: 'manufacturers', label: 'admin.mgmt.manufacturers', Component: ManufacturersTab },
  { value: 'payment-terms', label: 'admin.mgmt.paymentTerms', Component: PaymentTermsTab },
  { value: 'messages', label: 'admin.mgmt.messages', Component: MessagesTab },
  { value: 'email-logs', label: 'admin.mgmt.emailLogs', Component: EmailLogsTab },
  { value: 'pdf-templates', label: 'admin.mgmt.pdfTemplates', Component: PdfTemplatesTab },
  { value: 'html-templates', label: 'admin.mgmt.htmlTemplates', Component: HtmlTemplatesTab },
  { value: 'translations', label: 'admin.mgmt.translations', Component: TranslationsTab },
  { value: 'part-relations', label: 'admin.mgmt.partRelations', Component: PartRelationsTab },
  { value: 'email-testing', label: 'admin.mgmt.emailTesting', Component: EmailTestTab },
] as const satisfies readonly { value: string; label: AdminTextKey; Component: ComponentType }[];

export function ManagementTab() {
  const { t } = useTranslation();
  const pendingSellers = usePendingSellerCount();
  const [params, setParams] = useSearchParams();
  const requested = params.get('sub');
  const active = SUB_TABS.some((s) => s.value === requested) && requested ? requested : 'queue';
  return (
    <Tabs
      value={active}
      onValueChange={(v) =>
        setParams((p) => withParam(p, 'sub', v), { replace: true, preventScrollReset: true })
      }
    >
      <TabsList aria-label={t('admin.mgmt.label')} className="flex-wrap">
        {SUB_TABS.map((s) => (
          <TabsTrigger key={s.value} value={s.value}>
            {s.value === 'queue' ? withCount(t(s.label), pendingSellers) : t(s.label)}
          </TabsTrigger>
        ))}
      </TabsList>
      {SUB_TABS.map(({ value, Component }) => (
        <TabsContent key={value} value={value} className="mt-4">
          <Suspense fallback={<Skeleton className="h-24 w-full" />}>
            <Component />
          </Suspense>
        </TabsContent>
      ))}
    </Tabs>
  );
}
