import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths.ts';
import { localizeMessage } from '#web/lib/validation-texts.ts';

/**
 * The required acceptance of AGB and privacy notice (issue 13): signups and the order page. The
 * server refuses a request without it and stores the time and version (shared/legal).
 */
export function LegalAcceptance({
  field,
  error,
}: {
  field: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid gap-1">
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...field}
        />
        <span>
          {t('legal.accept')}
          <span className="text-destructive" aria-hidden="true">
            {' *'}
          </span>
        </span>
      </label>
      <p className="flex flex-wrap gap-x-4 pl-6 text-sm">
        <a className="text-primary underline" href={paths.terms} target="_blank" rel="noreferrer">
          {t('legal.readTerms')}
        </a>
        <a className="text-primary underline" href={paths.privacy} target="_blank" rel="noreferrer">
          {t('legal.readPrivacy')}
        </a>
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {localizeMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
