import { useState, type ReactNode } from 'react';
import { RefreshCw, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ErrorCard } from '#web/components/error-card.tsx';
import { cn } from '#web/lib/cn.ts';

/** Header of a tab: title, count badge, refresh and further buttons. */
export function ListHeader({
  title,
  count,
  onRefresh,
  refreshing,
  children,
}: {
  title: string;
  count?: number | undefined;
  onRefresh?: () => void;
  refreshing?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        {title}
        {count !== undefined ? (
          <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold">{count}</span>
        ) : null}
      </h2>
      <div className="flex flex-wrap gap-2">
        {children}
        {onRefresh ? (
          <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
            <RefreshCw aria-hidden="true" className={cn(refreshing && 'animate-spin')} />
            {t('admin.refresh')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** Search box that submits on Enter or after the user stops typing. */
export function SearchBox({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  return (
    <form
      role="search"
      className="relative min-w-56 flex-1"
      onSubmit={(e) => {
        e.preventDefault();
        onChange(draft.trim());
      }}
    >
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-3 size-4 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={label ?? t('admin.search')}
        placeholder={label ?? t('admin.search')}
        className="pl-9"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => onChange(draft.trim())}
      />
    </form>
  );
}

export function SelectFilter<V extends string>({
  label,
  value,
  onChange,
  options,
  allLabel,
}: {
  label: string;
  value: V | '';
  onChange: (v: V | '') => void;
  options: readonly { value: V; label: string }[];
  allLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-muted-foreground">{label}</span>
      <NativeSelect
        className="w-auto px-2"
        value={value}
        onChange={(e) => onChange(e.target.value as V | '')}
      >
        <option value="">{allLabel ?? t('admin.all')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}

/** Loading, error (with retry) and empty states around a list (spec 2 §2 states). */
export function ListState({
  isPending,
  error,
  isEmpty,
  emptyText,
  errorText,
  onRetry,
  children,
}: {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyText?: string;
  errorText: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (error) return <ErrorCard onRetry={onRetry} description={errorText} />;
  if (isEmpty)
    return (
      <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
        {emptyText ?? t('admin.empty')}
      </p>
    );
  return <>{children}</>;
}

export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (p: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="mt-3 flex items-center justify-between gap-2 text-sm text-muted-foreground">
      <span>{t('admin.page', { page, pages, total })}</span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('admin.prev')}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('admin.next')}
        </Button>
      </div>
    </div>
  );
}

export function Table({ head, children }: { head: readonly string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-background">
      {/* No sticky action column: it hid the status columns. Lists keep their columns few enough
          to fit 1280 px, and below 1024 px they are cards (data-list.tsx). */}
      <table className="w-full text-left text-sm">
        <thead className="bg-secondary/60 text-xs uppercase text-muted-foreground">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

export function Td({ children, className }: { children?: ReactNode; className?: string }) {
  return <td className={cn('px-3 py-2 align-top', className)}>{children}</td>;
}
