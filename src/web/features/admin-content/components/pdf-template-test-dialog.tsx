import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PdfTemplateView } from '#shared/admin/templates.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { usePdfTemplateTest } from '#web/features/admin-content/api/templates.ts';
import { FormDialog } from '#web/components/admin/form-dialog.tsx';

/** Spec 2 §2 PDF template test: the template filled with an order, shown as HTML (sandboxed). */
export function PdfTemplateTestDialog({
  template,
  onClose,
}: {
  template: PdfTemplateView;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const test = usePdfTemplateTest();
  const [orderId, setOrderId] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!orderId.trim()) return setError(t('admin.pdf.testRequired'));
    setError(undefined);
    test.mutate({ id: template.id, orderId: orderId.trim() });
  }

  return (
    <FormDialog
      open
      className="max-w-4xl"
      onOpenChange={(o) => !o && onClose()}
      title={t('admin.pdf.testTitle', { name: template.name })}
      submitLabel={t('admin.pdf.runTest')}
      pending={test.isPending}
      onSubmit={submit}
    >
      <FormField
        label={t('admin.pdf.orderId')}
        required
        value={orderId}
        error={error}
        onChange={(e) => setOrderId(e.target.value)}
      />
      {test.data?.htmlPreview ? (
        <iframe
          title={t('admin.html.preview')}
          sandbox=""
          srcDoc={test.data.htmlPreview}
          className="h-[60vh] w-full rounded border bg-white"
        />
      ) : null}
    </FormDialog>
  );
}
