import { LabelledControl } from '../../../components/labelled-control.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}

export function FilterSelect({ label, value, onChange, options }: FilterSelectProps) {
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
