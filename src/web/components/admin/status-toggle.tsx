import type { ComponentProps } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';

/**
 * A two-state switch that says both what is and what a click will do: the current state as a
 * badge, the action as the button's words ('Bezahlt' · 'Als unbezahlt markieren').
 */
export function StatusToggle({
  state,
  variant,
  action,
  busy,
  onToggle,
}: {
  state: string;
  variant: ComponentProps<typeof Badge>['variant'];
  action: string;
  busy: boolean;
  onToggle: () => void;
}) {
  return (
    <div className="flex flex-col items-start gap-1.5">
      <Badge variant={variant}>{state}</Badge>
      <Button
        size="sm"
        variant="outline"
        className="min-h-7 px-2 py-1 text-xs"
        disabled={busy}
        onClick={onToggle}
      >
        {action}
      </Button>
    </div>
  );
}
