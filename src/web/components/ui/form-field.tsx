import type { ComponentProps } from 'react';
import { LabelledControl } from '#web/components/labelled-control.tsx';
import { Input } from './input.tsx';

export type FormFieldProps = ComponentProps<typeof Input> & {
  label: string;
  /** Validation message (German from the shared zod schema); shown in the reader's language. */
  error?: string | undefined;
  hint?: string;
};

/** Label + input + error message, wired for screen readers (aria-invalid, aria-describedby). */
export function FormField({ label, error, hint, id, required, className, ...inputProps }: FormFieldProps) {
  return (
    <LabelledControl
      label={label}
      error={error}
      hint={hint}
      required={required}
      className={className}
      id={id}
    >
      {({ id: inputId, describedBy, invalid }) => (
        <Input
          id={inputId}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
      )}
    </LabelledControl>
  );
}
