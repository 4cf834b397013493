import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatDate } from '#web/lib/format.ts';
import type { CrudActions } from '#web/features/admin-catalog/api/catalog.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { rowBusy } from '#web/components/admin/row-busy.ts';
import { FormDialog } from '#web/components/admin/form-dialog.tsx';
import { ListHeader, ListState, Table, Td } from '#web/components/admin/list-parts.tsx';
import { RowActions } from '#web/components/admin/row-actions.tsx';

interface CatalogItem {
  id: string;
  name: string;
  isActive: boolean;
}

/**
 * A reference-data tab of the admin's Verwaltung (spec 2 §2: Länder, Hersteller,
 * Zahlungsbedingungen): header with 'add', the table (name, the list's own columns, status, a date,
 * row actions), the add/edit dialog and the delete confirmation.
 */
export function CatalogTab<T extends CatalogItem, I>({
  title,
  addLabel,
  list,
  actions,
  columns,
  cells,
  date,
  canToggle,
  deleteText,
  dialog,
  children,
}: {
  title: string;
  addLabel: string;
  list: UseQueryResult<{ items: T[] }>;
  actions: CrudActions<I, unknown>;
  /** Heads of the columns between name and status. */
  columns: readonly string[];
  cells: (item: T) => ReactNode;
  /** The date column (created or last changed). */
  date: (item: T) => string;
  canToggle: boolean;
  deleteText: (name: string) => string;
  /** The add (item null) or edit dialog. */
  dialog: (item: T | null, onClose: () => void) => ReactNode;
  /** Further dialogs of the tab. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const items = list.data?.items ?? [];

  return (
    <section>
      <ListHeader
        title={title}
        count={list.data?.items.length}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      >
        <Button size="sm" onClick={() => setEditing({ item: null })}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      </ListHeader>
      <ListState
        isPending={list.isPending}
        error={list.error}
        isEmpty={items.length === 0}
        errorText={t('admin.loadFailed')}
        onRetry={() => void list.refetch()}
      >
        <Table
          head={[t('admin.name'), ...columns, t('admin.status'), t('admin.created'), t('admin.actions')]}
        >
          {items.map((item) => (
            <tr key={item.id}>
              <Td className="font-medium">{item.name}</Td>
              {cells(item)}
              <Td>
                <Badge variant={item.isActive ? 'success' : 'secondary'}>
                  {t(item.isActive ? 'admin.active' : 'admin.inactive')}
                </Badge>
              </Td>
              <Td>{formatDate(date(item))}</Td>
              <Td>
                <RowActions
                  busy={rowBusy(item.id, actions.toggle, actions.update, actions.remove)}
                  onEdit={() => setEditing({ item })}
                  onDelete={() => setDeleting(item)}
                  {...(canToggle
                    ? { toggle: { active: item.isActive, onToggle: () => actions.toggle.mutate(item.id) } }
                    : {})}
                />
              </Td>
            </tr>
          ))}
        </Table>
      </ListState>
      {editing ? dialog(editing.item, () => setEditing(null)) : null}
      {children}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('admin.delete')}
        text={deleteText(deleting?.name ?? '')}
        pending={actions.remove.isPending}
        onConfirm={() =>
          deleting && actions.remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })
        }
      />
    </section>
  );
}

/** The add/edit dialog of one reference-data entry: creates without an item, updates with one. */
export function CatalogDialog<V extends FieldValues, I>({
  item,
  onClose,
  actions,
  titles,
  form,
  toInput,
  children,
}: {
  item: { id: string } | null;
  onClose: () => void;
  actions: CrudActions<I, unknown>;
  titles: { add: string; edit: string };
  form: UseFormReturn<V>;
  toInput: (values: V) => I;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = form.handleSubmit((values) => {
    const input = toInput(values);
    if (item) actions.update.mutate({ id: item.id, input }, { onSuccess: onClose });
    else actions.create.mutate(input, { onSuccess: onClose });
  });
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={item ? titles.edit : titles.add}
      submitLabel={item ? t('admin.update') : t('admin.add')}
      pending={actions.create.isPending || actions.update.isPending}
      onSubmit={(e) => void submit(e)}
    >
      {children}
    </FormDialog>
  );
}
