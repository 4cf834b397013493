import { useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Input } from './input.tsx';
import { Label } from './label.tsx';
import { localizeMessage } from '../../lib/validation-texts.ts';

export type FormFieldProps = ComponentProps<typeof Input> & {
  label: string;
  /** Validation message (German from the shared zod schema); shown in the reader's language. */
  error?: string | undefined;
  hint?: string;
};

/** Label + input + error message, wired for screen readers (aria-invalid, aria-describedby). */
export function FormField({ label, error, hint, id, required, className, ...inputProps }: FormFieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={inputId}>
        {label}
        {required ? (
          <span className="text-destructive" title={t('common.requiredMark')}>
            {' *'}
          </span>
        ) : null}
      </Label>
      <Input
        id={inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {localizeMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
