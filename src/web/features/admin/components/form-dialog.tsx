import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/cn.ts';
import { localizeMessage } from '../../../lib/validation-texts.ts';

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

/** Textarea with label and error, like FormField. */
export function TextAreaField({
  id,
  label,
  error,
  rows = 3,
  className,
  ...props
}: React.ComponentProps<'textarea'> & { id: string; label: string; error?: string | undefined }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(
          'w-full rounded-md border border-input bg-background px-3 py-2 text-sm aria-[invalid=true]:border-destructive',
          className,
        )}
        {...props}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {localizeMessage(error)}
        </p>
      ) : null}
    </div>
  );
}

export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className="h-10 rounded-md border border-input bg-background px-2 text-sm"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
