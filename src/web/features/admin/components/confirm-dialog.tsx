import { useTranslation } from 'react-i18next';
import { ConfirmDialog as Confirm } from '#web/components/ui/confirm-dialog.tsx';

/** Confirmation before a destructive action (spec 2 §5): the UI primitive with the admin's words. */
export function ConfirmDialog({
  confirmLabel,
  ...props
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Confirm
      {...props}
      cancelLabel={t('admin.cancel')}
      confirmLabel={confirmLabel ?? t('admin.confirmDelete')}
    />
  );
}

/** True while one of the mutations runs for this row (spec 2 §4 row-level processing flags). */
export function rowBusy(id: string, ...mutations: { isPending: boolean; variables: unknown }[]): boolean {
  return mutations.some((m) => {
    if (!m.isPending) return false;
    const v = m.variables;
    return v === id || (typeof v === 'object' && v !== null && (v as { id?: unknown }).id === id);
  });
}
