import { useState } from 'react';
import { PagedHeader, PagedState, usePaging } from '#web/components/admin/paged-list.tsx';
import { useTranslation } from 'react-i18next';
import { EMAIL_LOG_STATUSES } from '#shared/admin/messages.ts';
import { EMAIL_LOG_PAGE_SIZE, RECIPIENT_TYPES, type RecipientType } from '#shared/constants.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { formatDate } from '#web/lib/format.ts';
import { useEmailLog, useEmailLogs } from '#web/features/admin-content/api/messages.ts';
import { ListState, SearchBox, SelectFilter, Table, Td } from '#web/components/admin/list-parts.tsx';
import { mailTypeLabel } from '#web/features/admin-content/components/mail-type.ts';

const RECIPIENT_KEYS = new Set<string>(RECIPIENT_TYPES);

type Status = (typeof EMAIL_LOG_STATUSES)[number];
const VARIANT = { sent: 'success', failed: 'destructive', kept: 'secondary' } as const;

/** E-Mail-Logs (spec 2 §2, §9): newest 100 first, more by paging; search, status, details. */
export function EmailLogsTab() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status | ''>('');
  const { search, setSearch, page, setPage, filtered } = usePaging();
  const [open, setOpen] = useState<string | null>(null);
  const list = useEmailLogs({ search, status, page, pageSize: EMAIL_LOG_PAGE_SIZE });
  const data = list.data;
  const statusLabel = (s: string) => (s in VARIANT ? t(`admin.logs.status.${s as Status}`) : s);

  return (
    <section>
      <PagedHeader title={t('admin.mgmt.emailLogs')} list={list} />
      <div className="mb-4 flex flex-wrap gap-3">
        <SearchBox value={search} onChange={setSearch} />
        <SelectFilter
          label={t('admin.status')}
          value={status}
          onChange={filtered(setStatus)}
          options={EMAIL_LOG_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
        />
      </div>
      <PagedState list={list} errorText={t('admin.logs.loadFailed')} onPage={setPage}>
        <Table
          head={[
            t('admin.logs.recipient'),
            t('admin.logs.subject'),
            t('admin.logs.template'),
            t('admin.status'),
            t('admin.created'),
            t('admin.actions'),
          ]}
        >
          {data?.items.map((l) => (
            <tr key={l.id}>
              <Td>{l.recipientEmail}</Td>
              <Td className="max-w-72 truncate">{l.subject}</Td>
              <Td>{mailTypeLabel(l.templateType)}</Td>
              <Td>
                <Badge variant={VARIANT[l.status as Status] ?? 'secondary'}>{statusLabel(l.status)}</Badge>
              </Td>
              <Td>{formatDate(l.createdAt)}</Td>
              <Td>
                <Button size="sm" variant="outline" onClick={() => setOpen(l.id)}>
                  {t('admin.logs.details')}
                </Button>
              </Td>
            </tr>
          ))}
        </Table>
      </PagedState>
      <LogDialog id={open} onClose={() => setOpen(null)} />
    </section>
  );
}

function LogDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const log = useEmailLog(id);
  const d = log.data;
  return (
    <Dialog open={id !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{d?.subject ?? t('admin.logs.details')}</DialogTitle>
        </DialogHeader>
        <ListState
          isPending={log.isPending}
          error={log.error}
          isEmpty={false}
          errorText={t('admin.logs.loadFailed')}
          onRetry={() => void log.refetch()}
        >
          {d ? (
            <div className="grid gap-3 text-sm">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="text-muted-foreground">{t('admin.logs.recipient')}</dt>
                <dd>
                  {d.recipientEmail} (
                  {d.recipientType && RECIPIENT_KEYS.has(d.recipientType)
                    ? t(`admin.messages.recipient.${d.recipientType as RecipientType}`)
                    : d.recipientType}
                  )
                </dd>
                <dt className="text-muted-foreground">{t('admin.logs.template')}</dt>
                <dd>{mailTypeLabel(d.templateType)}</dd>
                <dt className="text-muted-foreground">{t('admin.logs.sentAt')}</dt>
                <dd>{d.sentAt ? formatDate(d.sentAt) : '–'}</dd>
                {d.errorMessage ? (
                  <>
                    <dt className="text-muted-foreground">{t('admin.logs.error')}</dt>
                    <dd className="text-destructive">{d.errorMessage}</dd>
                  </>
                ) : null}
              </dl>
              {d.variablesUsed ? (
                <details>
                  <summary>{t('admin.logs.variables')}</summary>
                  <pre className="overflow-x-auto rounded bg-secondary p-2 text-xs">
                    {JSON.stringify(d.variablesUsed, null, 2)}
                  </pre>
                </details>
              ) : null}
              {/* The mail's HTML is shown sandboxed: no scripts, no same-origin access. */}
              <iframe
                title={d.subject}
                sandbox=""
                srcDoc={d.content}
                className="h-96 w-full rounded border"
              />
            </div>
          ) : null}
        </ListState>
      </DialogContent>
    </Dialog>
  );
}
