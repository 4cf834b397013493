import type { ReactNode } from 'react';
import { X, type LucideIcon } from 'lucide-react';

/**
 * The small round button that removes a file from a list (a chosen photo or PDF before sending,
 * or a stored document after a confirmation). One look for every such place.
 */
export function RemoveButton({
  label,
  onClick,
  icon: Icon = X,
  disabled,
}: {
  label: string;
  onClick: () => void;
  icon?: LucideIcon;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className="flex size-8 shrink-0 items-center justify-center rounded-full text-destructive hover:bg-destructive/10 focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}

/**
 * One chosen file in a picker's list: what it looks like (an icon or a preview), its name, its
 * size and the button that takes it out again. The photo and the document picker share it.
 */
export function FileRow({
  leading,
  name,
  size,
  removeLabel,
  onRemove,
}: {
  leading: ReactNode;
  name: string;
  size: string;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <li className="flex items-center gap-2 text-sm">
      {leading}
      <span className="min-w-0 flex-1 break-all">{name}</span>
      <span className="shrink-0 text-xs text-muted-foreground">{size}</span>
      <RemoveButton label={removeLabel} onClick={onRemove} />
    </li>
  );
}
