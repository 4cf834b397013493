import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

/**
 * An upload on its way (decision 042): a bar with the share sent, the amount in MB and a cancel
 * button. `progress` null: the sending has not started (photos are being prepared).
 */
export function UploadProgress({
  label,
  progress,
  onCancel,
}: {
  label: string;
  progress: { loaded: number; total: number } | null;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  // Once every byte is sent the server is at work: cancelling then could no longer undo it.
  const sent = progress !== null && progress.loaded >= progress.total;
  const mb = (bytes: number) =>
    (bytes / 1_000_000).toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div className="grid gap-2 rounded-md border border-border bg-muted/40 p-3" data-testid="upload-progress">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium" id="upload-progress-label">
          {label}
        </span>
        <span aria-hidden="true" className="tabular-nums text-muted-foreground">
          {sent
            ? t('upload.processing')
            : progress
              ? t('upload.sent', { percent, loaded: mb(progress.loaded), total: mb(progress.total) })
              : t('upload.preparing')}
        </span>
      </div>
      <progress
        className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-secondary [&::-webkit-progress-value]:bg-primary"
        aria-labelledby="upload-progress-label"
        max={100}
        {...(progress ? { value: percent } : {})}
      />
      {sent ? null : (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={onCancel}>
            {t('upload.cancel')}
          </Button>
        </div>
      )}
    </div>
  );
}
