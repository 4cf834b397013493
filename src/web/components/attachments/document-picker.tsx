import { useId, useRef } from 'react';
import { FilePlus, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_RULES,
  looksLikePdf,
  PDF_ONLY,
  PDF_TOO_LARGE,
  TOO_MANY_DOCUMENTS,
} from '#shared/attachments/schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FileRow } from '#web/components/ui/file-row.tsx';
import { localizeMessage } from '#web/lib/validation-texts.ts';
import { formatFileSize } from './file-size.ts';

/** The first bytes of a chosen file (the browser's type and name are not trusted either). */
async function headOf(file: File): Promise<Uint8Array> {
  return new Uint8Array(await new Response(file.slice(0, 5)).arrayBuffer());
}

/**
 * The refusal for files chosen in a browser, by the shared rules of decision 067 (count, size,
 * `%PDF-` at the start), or null. The server checks again, and reads the PDF itself.
 */
export async function documentProblem(chosen: File[], already: number, max: number): Promise<string | null> {
  if (already + chosen.length > max) return TOO_MANY_DOCUMENTS;
  for (const file of chosen) {
    if (file.size > DOCUMENT_RULES.maxBytes) return PDF_TOO_LARGE;
    if (!looksLikePdf(await headOf(file))) return PDF_ONLY;
  }
  return null;
}

interface DocumentPickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  error: string | null;
  onError: (message: string | null) => void;
  max: number;
  hint: string;
}

/**
 * PDF documents chosen before sending (decision 067), listed with their size and removable. A
 * refused file is named under the picker; everything else of the surrounding form stays.
 */
export function DocumentPicker({ files, onChange, error, onError, max, hint }: DocumentPickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  async function add(list: FileList | null) {
    const chosen = [...(list ?? [])];
    if (input.current) input.current.value = '';
    if (chosen.length === 0) return;
    const problem = await documentProblem(chosen, files.length, max);
    if (problem) return onError(problem);
    onError(null);
    onChange([...files, ...chosen]);
  }

  return (
    <div className="grid gap-2" data-testid="document-picker">
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        {t('attachments.title')}
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {files.length > 0 ? (
        <ul className="grid gap-1">
          {files.map((file, i) => (
            <FileRow
              key={`${file.name}-${i}`}
              leading={<FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />}
              name={file.name}
              size={formatFileSize(file.size)}
              removeLabel={t('attachments.remove', { name: file.name })}
              onRemove={() => {
                onError(null);
                onChange(files.filter((_, j) => j !== i));
              }}
            />
          ))}
        </ul>
      ) : null}
      <div>
        <input
          ref={input}
          id={`${id}-input`}
          type="file"
          accept={DOCUMENT_RULES.accept}
          multiple
          className="sr-only"
          aria-describedby={`${id}-hint`}
          data-testid="document-input"
          onChange={(e) => void add(e.target.files)}
        />
        <Button variant="outline" onClick={() => input.current?.click()} disabled={files.length >= max}>
          <FilePlus aria-hidden="true" />
          {t('attachments.add')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {localizeMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
