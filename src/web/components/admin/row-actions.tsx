import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';

interface RowActionsProps {
  /** The row's change is running: every button waits (spec 2 §4 row processing flags). */
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** Rows with an active flag get an activate/deactivate toggle. */
  toggle?: { active: boolean; onToggle: () => void };
}

/** Edit, (de)activate and delete: the row buttons of the reference-data and template lists. */
export function RowActions({ busy, onEdit, onDelete, toggle }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-1">
      <Button size="sm" variant="outline" disabled={busy} onClick={onEdit}>
        {t('admin.edit')}
      </Button>
      {toggle ? (
        <Button size="sm" variant="outline" disabled={busy} onClick={toggle.onToggle}>
          {t(toggle.active ? 'admin.deactivate' : 'admin.activate')}
        </Button>
      ) : null}
      <Button size="sm" variant="destructive" disabled={busy} onClick={onDelete}>
        {t('admin.delete')}
      </Button>
    </div>
  );
}
