import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '#shared/common/pagination.ts';
import type {
  StockLineFormValues,
  StockLineView,
  StockUploadMode,
  StockUploadReport,
} from '#shared/stock/schema.ts';
import type { AutoOfferSettingsFormValues, AutoOfferSettingsView } from '#shared/stock/auto-offer.ts';
import { api } from '#web/lib/api-client.ts';
import { withQuery } from '#web/lib/query-string.ts';
import { queryRoots } from '#web/lib/query-roots.ts';
import { downloadCsv } from '#web/lib/download-csv.ts';

/** Issue 31: the seller's stock list. Its keys start with 'seller', so a logout clears them too. */
const stockKey = ['seller', 'stock'] as const;

export function useStockLines(q: { page: number; pageSize: number; part: string }) {
  return useQuery({
    queryKey: [...stockKey, q],
    queryFn: () =>
      api.get<Page<StockLineView>>(
        withQuery('/seller/stock', { page: q.page, pageSize: q.pageSize, part: q.part || undefined }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Stock changes decide the 'Auf Lager' marks: the request list is asked again too. */
function useStockMutation<I, O>(run: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: stockKey }),
        qc.invalidateQueries({ queryKey: queryRoots.market }),
      ]),
  });
}

export function useUploadStock() {
  return useStockMutation(({ file, mode }: { file: File; mode: StockUploadMode }) => {
    const body = new FormData();
    body.set('mode', mode);
    body.set('file', file);
    return api.post<StockUploadReport>('/seller/stock/upload', body);
  });
}

export function useUpdateStockLine() {
  return useStockMutation(({ id, values }: { id: string; values: StockLineFormValues }) =>
    api.put<StockLineView>(`/seller/stock/${id}`, values),
  );
}

export function useDeleteStockLines() {
  return useStockMutation((ids: string[]) => api.post<{ deleted: number }>('/seller/stock/delete', { ids }));
}

export function useDeleteAllStock() {
  return useStockMutation(() =>
    api.post<{ deleted: number }>('/seller/stock/delete-all', { confirmed: true }),
  );
}

/** Decision 062: the limits of automatic offers from stock (off by default). */
const autoOfferKey = [...stockKey, 'auto-offer'] as const;

export function useAutoOfferSettings() {
  return useQuery({
    queryKey: autoOfferKey,
    queryFn: () => api.get<AutoOfferSettingsView>('/seller/stock/auto-offer'),
  });
}

export function useSaveAutoOfferSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (values: AutoOfferSettingsFormValues) =>
      api.put<AutoOfferSettingsView>('/seller/stock/auto-offer', values),
    onSuccess: (saved) => qc.setQueryData(autoOfferKey, saved),
  });
}

/** The seller's stock list as CSV (issue 31): a browser save, not cached data. */
export const downloadStockExport = () => downloadCsv('/seller/stock/export.csv', {}, 'lagerbestand.csv');

/** The empty stock template to fill in and upload. */
export const downloadStockTemplate = () =>
  downloadCsv('/seller/stock/template.csv', {}, 'lagerbestand_vorlage.csv');
