import { useId, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/lib/cn.ts';
import { Label } from './ui/label.tsx';
import { localizeMessage } from '#web/lib/validation-texts.ts';

interface LabelledControlProps {
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** The control's id when the caller needs a fixed one (generated otherwise). */
  id?: string | undefined;
  /** Receives the ids to wire the control (a select, a textarea) to its label and messages. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactElement;
}

/** FormField's label/error wiring for controls other than <input>. */
export function LabelledControl({
  label,
  required,
  error,
  hint,
  className,
  id: fixedId,
  children,
}: LabelledControlProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    // content-start: in a row beside a taller field (one with a hint or a message) the label and
    // the control stay at the top, level with their neighbour's (issue 34: paired inputs at
    // different heights).
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span className="text-destructive" title={t('common.requiredMark')}>
            {' *'}
          </span>
        ) : null}
      </Label>
      {children({ id, describedBy, invalid: Boolean(error) })}
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
