import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';

/** Confirmation before a destructive action (spec 2 §5). */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  pending,
  onConfirm,
  onOpenChange,
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('admin.cancel')}
          </Button>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {confirmLabel ?? t('admin.confirmDelete')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
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
