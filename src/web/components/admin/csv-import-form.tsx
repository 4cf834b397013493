import { useRef, useState, type ReactNode } from 'react';
import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';

/**
 * A CSV upload (German Excel: ';', BOM) for the translations and the cross-references: picks a
 * .csv file, runs the import and shows its one-line result; `children` are the import's options.
 */
export function CsvImportForm({
  inputId,
  pending,
  onImport,
  hint,
  children,
}: {
  inputId: string;
  pending: boolean;
  /** Runs the import; resolves to the result line. A rejection is reported by the caller's toast. */
  onImport: (file: File) => Promise<string>;
  hint?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);

  async function submit() {
    const file = fileInput.current?.files?.[0];
    setResult(null);
    if (!file) return setError(t('admin.tr.noFile'));
    if (!/\.csv$/i.test(file.name)) return setError(t('admin.tr.notCsv'));
    setError(null);
    try {
      setResult(await onImport(file));
      if (fileInput.current) fileInput.current.value = '';
    } catch {
      // The mutation's toast names the failure; the chosen file stays for another try.
    }
  }

  return (
    <div className="flex flex-wrap items-end gap-3 rounded-lg border border-border p-3">
      <div className="grid gap-1">
        <Label htmlFor={inputId}>{t('admin.tr.file')}</Label>
        <input
          id={inputId}
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          className="max-w-full text-sm"
        />
      </div>
      {children}
      <Button size="sm" onClick={() => void submit()} disabled={pending}>
        <Upload aria-hidden="true" />
        {t('admin.tr.import')}
      </Button>
      {hint ? <p className="w-full text-xs text-muted-foreground [overflow-wrap:anywhere]">{hint}</p> : null}
      {error ? (
        <p role="alert" className="w-full text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {result ? (
        <p role="status" className="w-full text-sm font-medium text-success">
          {result}
        </p>
      ) : null}
    </div>
  );
}
