import type { ComponentProps } from 'react';
import { LabelledControl } from './labelled-control.tsx';
import { Textarea } from './ui/textarea.tsx';

type TextareaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string | undefined;
  /** Classes of the textarea itself (`className` sizes the whole field). */
  controlClassName?: string;
};

/** FormField for multi-line text: label, the shared Textarea, and its message. */
export function TextareaField({
  label,
  error,
  required,
  className,
  controlClassName,
  rows = 3,
  ...props
}: TextareaFieldProps) {
  return (
    <LabelledControl label={label} error={error} required={required ?? false} className={className}>
      {({ id, describedBy, invalid }) => (
        <Textarea
          id={id}
          className={controlClassName}
          rows={rows}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...props}
        />
      )}
    </LabelledControl>
  );
}
