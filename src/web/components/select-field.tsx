import { LabelledControl } from './labelled-control.tsx';
import { NativeSelect } from './ui/native-select.tsx';

export interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}

/** A labelled select of plain string options, controlled (filters, sort orders, admin forms). */
export function SelectField({ label, value, onChange, options }: SelectFieldProps) {
  return (
    <LabelledControl label={label}>
      {({ id }) => (
        <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </LabelledControl>
  );
}
