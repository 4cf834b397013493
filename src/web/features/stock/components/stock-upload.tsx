import { useId, useRef, useState } from 'react';
import { FileDown, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StockUploadMode, StockUploadReport } from '#shared/stock/schema.ts';
import { writeCsv } from '#shared/csv/write.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { saveBlob } from '#web/lib/download-csv.ts';
import { formatCount } from '#web/lib/format.ts';
import { localizeMessage } from '#web/lib/validation-texts.ts';
import { downloadStockTemplate, useUploadStock } from '#web/features/stock/api/stock-api.ts';

/** The first refused lines shown on the page; all of them are in the downloadable list. */
const SHOWN_ERRORS = 50;

/** Issue 31: the stock upload with its two modes explained, and the report of what it did. */
export function StockUpload() {
  const { t } = useTranslation();
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<StockUploadMode>('merge');
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<StockUploadReport | null>(null);
  const upload = useUploadStock();

  async function submit() {
    const chosen = file.current?.files?.[0];
    if (!chosen) return setError(t('stock.upload.noFile'));
    setError(null);
    setReport(null);
    try {
      setReport(await upload.mutateAsync({ file: chosen, mode }));
      if (file.current) file.current.value = '';
    } catch (err) {
      setError(t('stock.failed', { message: localizeMessage(isApiError(err) ? err.message : String(err)) }));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('stock.upload.title')}</CardTitle>
        <CardDescription>{t('stock.upload.columns')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-file`}>{t('stock.upload.file')}</Label>
          <input
            id={`${id}-file`}
            ref={file}
            type="file"
            accept=".csv,text/csv"
            className="max-w-full text-sm"
          />
        </div>
        <fieldset className="grid gap-2 text-sm">
          <legend className="mb-1 font-medium">{t('stock.upload.mode')}</legend>
          {(['merge', 'replace'] as const).map((m) => (
            <label key={m} className="flex items-start gap-2">
              <input
                type="radio"
                name={`${id}-mode`}
                value={m}
                checked={mode === m}
                onChange={() => setMode(m)}
                className="mt-0.5 size-4"
              />
              <span>
                <span className="font-medium">{t(`stock.upload.${m}`)}</span>
                <span className="block text-muted-foreground">{t(`stock.upload.${m}Hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void submit()} disabled={upload.isPending}>
            <Upload aria-hidden="true" />
            {t('stock.upload.submit')}
          </Button>
          <Button variant="outline" onClick={() => void downloadStockTemplate()}>
            <FileDown aria-hidden="true" />
            {t('stock.upload.template')}
          </Button>
        </div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        {report ? <UploadReport report={report} /> : null}
      </CardContent>
    </Card>
  );
}

function UploadReport({ report }: { report: StockUploadReport }) {
  const { t } = useTranslation();
  const errors = report.errors;
  const saveErrors = () =>
    saveBlob(
      new Blob(
        [
          writeCsv(
            [
              [t('stock.report.line'), t('stock.report.reason')],
              ...errors.map((e) => [String(e.line), e.message]),
            ],
            { delimiter: ';', bom: true },
          ),
        ],
        { type: 'text/csv;charset=utf-8' },
      ),
      'lagerbestand_fehler.csv',
    );
  return (
    <section
      aria-label={t('stock.report.title')}
      className="grid gap-2 rounded-md border border-border p-3 text-sm"
      data-testid="stock-report"
    >
      <h4 className="font-semibold">{t('stock.report.title')}</h4>
      <p role="status">
        {t('stock.report.summary', {
          lines: formatCount(report.lines),
          created: formatCount(report.created),
          updated: formatCount(report.updated),
          removed: formatCount(report.removed),
          errors: formatCount(errors.length),
        })}
      </p>
      <p className="font-medium text-success">{t('stock.report.matches', { count: report.matches })}</p>
      {errors.length > 0 ? (
        <>
          <h5 className="font-medium text-destructive">{t('stock.report.errors')}</h5>
          <div className="max-h-72 overflow-auto rounded border border-border">
            <table className="w-full text-left">
              <thead className="bg-muted text-xs uppercase text-muted-foreground">
                <tr>
                  <th className="px-2 py-1">{t('stock.report.line')}</th>
                  <th className="px-2 py-1">{t('stock.report.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {errors.slice(0, SHOWN_ERRORS).map((e) => (
                  <tr key={e.line} className="border-t border-border align-top">
                    <td className="px-2 py-1 tabular-nums">{e.line}</td>
                    <td className="px-2 py-1">{localizeMessage(e.message)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {errors.length > SHOWN_ERRORS ? (
            <p>{t('stock.report.more', { count: errors.length - SHOWN_ERRORS })}</p>
          ) : null}
          <Button size="sm" variant="outline" className="justify-self-start" onClick={saveErrors}>
            <FileDown aria-hidden="true" />
            {t('stock.report.download')}
          </Button>
        </>
      ) : null}
    </section>
  );
}
