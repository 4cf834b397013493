import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { SelectField as SharedSelectField, type SelectFieldProps } from '#web/components/select-field.tsx';
import { TextareaField } from '#web/components/textarea-field.tsx';

/** A modal form with Abbrechen and Hinzufügen/Aktualisieren (spec 2 §2 modals). */
export function FormDialog({
  open,
  title,
  submitLabel,
  pending,
  onSubmit,
  onOpenChange,
  children,
  className,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  pending?: boolean;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {children}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The shared TextareaField (label, message, ids wired by LabelledControl); `id` stays in the
 * signature for the tabs that still pass one and is not needed.
 */
export function TextAreaField({
  id: _id,
  className,
  ...props
}: ComponentProps<'textarea'> & { id?: string; label: string; error?: string | undefined }) {
  return <TextareaField controlClassName={className} {...props} />;
}

/** The shared SelectField (`id` as in TextAreaField). */
export function SelectField({ id: _id, ...props }: SelectFieldProps & { id?: string }) {
  return <SharedSelectField {...props} />;
}
