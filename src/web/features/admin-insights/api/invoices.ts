import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CamtImportResult, InvoiceStatus, InvoiceView } from '#shared/billing/invoices.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshingMutation } from '#web/lib/mutations.ts';
import { withQuery } from '#web/lib/query-string.ts';
import { adminInsightKeys } from './keys.ts';

/** Issue 32: all invoices of the seller fee, optionally of one status. */
export const listAdminInvoices = (status: InvoiceStatus | '', signal?: AbortSignal) =>
  api.get<InvoiceView[]>(withQuery('/admin/invoices', { status }), { signal });
export const adminInvoicesQueryOptions = (status: InvoiceStatus | '') =>
  queryOptions({
    queryKey: adminInsightKeys.invoiceList(status),
    queryFn: ({ signal }) => listAdminInvoices(status, signal),
  });
export const useAdminInvoices = (status: InvoiceStatus | '') => useQuery(adminInvoicesQueryOptions(status));

/** An invoice write: every invoice list changes. */
const useInvoiceWrite = <V, R>(write: (vars: V) => Promise<R>) =>
  useRefreshingMutation(write, adminInsightKeys.invoices);

export const markInvoicePaid = (id: string) => api.post<InvoiceView>(`/admin/invoices/${id}/paid`);
export const useMarkInvoicePaid = () => useInvoiceWrite(markInvoicePaid);

/** Cancels an invoice by a credit note (decision 051). */
export const creditInvoice = (id: string) => api.post<InvoiceView>(`/admin/invoices/${id}/credit-note`);
export const useCreditInvoice = () => useInvoiceWrite(creditInvoice);

export const importCamt = (xml: string) => api.post<CamtImportResult>('/admin/invoices/camt', { xml });
export const useImportCamt = () => useInvoiceWrite(importCamt);
