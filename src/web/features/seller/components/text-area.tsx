import { useId, type ComponentProps } from 'react';
import { cn } from '../../../lib/cn.ts';
import { Label } from '../../../components/ui/label.tsx';

type TextAreaProps = ComponentProps<'textarea'> & { label: string };

export function TextArea({ label, className, id, ...props }: TextAreaProps) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={areaId}>{label}</Label>
      <textarea
        id={areaId}
        rows={3}
        className="min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring"
        {...props}
      />
    </div>
  );
}
