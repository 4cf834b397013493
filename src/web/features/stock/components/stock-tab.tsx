import { useState } from 'react';
import { FileDown, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DEFAULT_PAGE_SIZE } from '#shared/constants.ts';
import type { StockLineView } from '#shared/stock/schema.ts';
import { ErrorCard } from '#web/components/error-card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { deliveryLabel } from '#web/lib/display-labels.ts';
import { formatCount, formatMoney } from '#web/lib/format.ts';
import { useDebounced } from '#web/lib/use-debounced.ts';
import { localizeMessage } from '#web/lib/validation-texts.ts';
import {
  downloadStockExport,
  useDeleteAllStock,
  useDeleteStockLines,
  useStockLines,
} from '#web/features/stock/api/stock-api.ts';
import { StockLineDialog } from './stock-line-dialog.tsx';
import { StockUpload } from './stock-upload.tsx';
import { AutoOfferSettings } from './auto-offer-settings.tsx';
import { colon } from '#web/lib/typography.ts';

/** Issue 31: 'Lagerbestand' — upload, the paged list searched by part key, edit, delete, download. */
export function StockTab() {
  const { t } = useTranslation();
  const [part, setPart] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<StockLineView | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const search = useDebounced(part.trim());
  const lines = useStockLines({ page, pageSize: DEFAULT_PAGE_SIZE, part: search });
  const remove = useDeleteStockLines();
  const removeAll = useDeleteAllStock();
  const failed = (err: unknown) =>
    toast.error(t('stock.failed', { message: localizeMessage(isApiError(err) ? err.message : String(err)) }));
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const deleteSelected = () =>
    remove.mutate([...selected], {
      onSuccess: (r) => {
        setSelected(new Set());
        toast.success(t('stock.deleted', { count: r.deleted }));
      },
      onError: failed,
    });
  const data = lines.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section className="grid gap-4" aria-labelledby="stock-title">
      <div className="grid gap-1">
        <h2 id="stock-title" className="text-xl font-semibold">
          {t('stock.tab')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('stock.intro')}</p>
      </div>
      <StockUpload />
      <AutoOfferSettings />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <Label htmlFor="stock-search">{t('stock.search')}</Label>
          <Input
            id="stock-search"
            type="search"
            value={part}
            placeholder="R902400215"
            onChange={(e) => {
              setPart(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void downloadStockExport().catch(failed)}>
            <FileDown aria-hidden="true" />
            {t('stock.download')}
          </Button>
          <Button
            variant="outline"
            disabled={selected.size === 0 || remove.isPending}
            onClick={deleteSelected}
          >
            <Trash2 aria-hidden="true" />
            {t('stock.deleteSelected', { count: selected.size })}
          </Button>
          <Button
            variant="destructive"
            disabled={!data || data.total === 0}
            onClick={() => setConfirmAll(true)}
          >
            {t('stock.deleteAll')}
          </Button>
        </div>
      </div>
      {lines.isPending ? (
        <Skeleton className="h-24" />
      ) : lines.isError ? (
        <ErrorCard onRetry={() => void lines.refetch()} description={t('stock.loadFailed')} />
      ) : data && data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
          {t('stock.empty')}
        </p>
      ) : data ? (
        <>
          <div className="hidden overflow-x-auto rounded-lg border border-border md:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-muted text-xs uppercase text-muted-foreground">
                <tr>
                  <th className="w-8 px-3 py-2" />
                  <th className="px-3 py-2">{t('stock.col.partNumber')}</th>
                  <th className="px-3 py-2">{t('stock.col.manufacturer')}</th>
                  <th className="px-3 py-2 text-right">{t('stock.col.quantity')}</th>
                  <th className="px-3 py-2 text-right">{t('stock.col.price')}</th>
                  <th className="px-3 py-2">{t('stock.col.delivery')}</th>
                  <th className="px-3 py-2">{t('stock.col.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((l) => (
                  <tr key={l.id} className="border-t border-border" data-testid="stock-row">
                    <td className="px-3 py-2">
                      <input
                        type="checkbox"
                        className="size-4"
                        aria-label={t('stock.select', { part: l.partNumber })}
                        checked={selected.has(l.id)}
                        onChange={() => toggle(l.id)}
                      />
                    </td>
                    <td className="px-3 py-2 font-mono">{l.partNumber}</td>
                    <td className="px-3 py-2">{l.manufacturer}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatCount(l.quantity)}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      {formatMoney(l.price)}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">{deliveryLabel(l.delivery)}</td>
                    <td className="px-3 py-2">
                      <Button size="sm" variant="ghost" onClick={() => setEditing(l)}>
                        <Pencil aria-hidden="true" />
                        {t('stock.edit')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {/* Below 768 px a card per line, as the request list does. */}
          <ul className="grid gap-2 md:hidden">
            {data.items.map((l) => (
              <li
                key={l.id}
                className="grid gap-1 rounded-lg border border-border p-3 text-sm"
                data-testid="stock-card"
              >
                <div className="flex items-start justify-between gap-2">
                  <label className="flex items-start gap-2">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-4"
                      aria-label={t('stock.select', { part: l.partNumber })}
                      checked={selected.has(l.id)}
                      onChange={() => toggle(l.id)}
                    />
                    <span className="font-mono font-semibold [overflow-wrap:anywhere]">{l.partNumber}</span>
                  </label>
                  <Button size="sm" variant="ghost" onClick={() => setEditing(l)}>
                    <Pencil aria-hidden="true" />
                    {t('stock.edit')}
                  </Button>
                </div>
                {l.manufacturer ? <p className="text-muted-foreground">{l.manufacturer}</p> : null}
                <p>
                  {t('stock.col.quantity')}
                  {colon()} {formatCount(l.quantity)} · {formatMoney(l.price)} · {deliveryLabel(l.delivery)}
                </p>
              </li>
            ))}
          </ul>
          <nav
            className="flex flex-wrap items-center justify-between gap-2 text-sm"
            aria-label={t('seller.pagination.label')}
          >
            <span className="text-muted-foreground">
              {t('stock.pagination', { page: data.page, pages, total: data.total })}
            </span>
            <div className="flex gap-2">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('seller.pagination.previous')}
              </Button>
              <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('seller.pagination.next')}
              </Button>
            </div>
          </nav>
        </>
      ) : null}
      <StockLineDialog line={editing} onClose={() => setEditing(null)} />
      <Dialog open={confirmAll} onOpenChange={setConfirmAll}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('stock.deleteAll')}</DialogTitle>
            <DialogDescription>{t('stock.deleteAll.text', { count: data?.total ?? 0 })}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmAll(false)}>
              {t('stock.cancel')}
            </Button>
            <Button
              variant="destructive"
              disabled={removeAll.isPending}
              onClick={() =>
                removeAll.mutate(undefined, {
                  onSuccess: (r) => {
                    setConfirmAll(false);
                    setSelected(new Set());
                    toast.success(t('stock.deleted', { count: r.deleted }));
                  },
                  onError: failed,
                })
              }
            >
              {t('stock.deleteAll.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
