import type { UseFormRegisterReturn } from 'react-hook-form';
import { EMPLOYEE_COUNTS } from '#shared/constants.ts';
import { LabelledControl } from './labelled-control.tsx';
import { NativeSelect } from './ui/native-select.tsx';

/** The seller's 'Anzahl der Mitarbeiter' (spec 1 §3), required, at signup and in the profile. */
export function EmployeeCountField({
  label,
  choose,
  error,
  field,
}: {
  label: string;
  /** The empty first option ("Bitte wählen"). */
  choose: string;
  error: string | undefined;
  field: UseFormRegisterReturn;
}) {
  return (
    <LabelledControl label={label} required error={error}>
      {({ id, describedBy, invalid }) => (
        <NativeSelect id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...field}>
          <option value="">{choose}</option>
          {EMPLOYEE_COUNTS.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect>
      )}
    </LabelledControl>
  );
}
