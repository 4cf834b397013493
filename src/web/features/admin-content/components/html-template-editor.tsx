import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HTML_TEMPLATE_TYPES,
  htmlTemplateInputSchema,
  type HtmlTemplateView,
} from '#shared/admin/templates.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useHtmlTemplateActions } from '#web/features/admin-content/api/templates.ts';
import { FormDialog, SelectField, TextAreaField } from '#web/components/admin/form-dialog.tsx';

/** Editor with the tabs basic, HTML and CSS (spec 2 §2); a live preview below the code. */
export function HtmlTemplateEditor({
  template,
  onClose,
  preview,
}: {
  template: HtmlTemplateView | null;
  onClose: () => void;
  preview: (t: { htmlContent: string; cssStyles: string }) => string;
}) {
  const { t } = useTranslation();
  const { save } = useHtmlTemplateActions();
  const [draft, setDraft] = useState({
    name: template?.name ?? '',
    description: template?.description ?? '',
    templateType: (template?.templateType ?? 'order_confirmation') as (typeof HTML_TEMPLATE_TYPES)[number],
    htmlContent: template?.htmlContent ?? '',
    cssStyles: template?.cssStyles ?? '',
    isActive: template?.isActive ?? true,
  });
  const [error, setError] = useState<string | null>(null);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = htmlTemplateInputSchema.safeParse(draft);
    if (!parsed.success) return setError(t('admin.html.required'));
    setError(null);
    save.mutate({ ...(template ? { id: template.id } : {}), input: draft }, { onSuccess: onClose });
  }

  return (
    <FormDialog
      open
      className="max-w-5xl"
      onOpenChange={(o) => !o && onClose()}
      title={template ? t('admin.html.editTitle') : t('admin.html.new')}
      submitLabel={t('admin.save')}
      pending={save.isPending}
      onSubmit={submit}
    >
      <Tabs defaultValue="basic">
        <TabsList>
          <TabsTrigger value="basic">{t('admin.html.tab.basic')}</TabsTrigger>
          <TabsTrigger value="html">{t('admin.html.tab.html')}</TabsTrigger>
          <TabsTrigger value="css">{t('admin.html.tab.css')}</TabsTrigger>
        </TabsList>
        <TabsContent value="basic" className="grid gap-3 pt-3">
          <FormField
            label={t('admin.name')}
            required
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
          <TextAreaField
            id="html-description"
            label={t('admin.description')}
            value={draft.description}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
          />
          <SelectField
            id="html-type"
            label={t('admin.html.type')}
            value={draft.templateType}
            onChange={(v) => setDraft({ ...draft, templateType: v as (typeof HTML_TEMPLATE_TYPES)[number] })}
            options={HTML_TEMPLATE_TYPES.map((v) => ({ value: v, label: v }))}
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={draft.isActive}
              onChange={(e) => setDraft({ ...draft, isActive: e.target.checked })}
            />
            {t('admin.active')}
          </label>
        </TabsContent>
        <TabsContent value="html" className="pt-3">
          <TextAreaField
            id="html-content"
            label={t('admin.html.tab.html')}
            rows={16}
            className="font-mono text-xs"
            value={draft.htmlContent}
            onChange={(e) => setDraft({ ...draft, htmlContent: e.target.value })}
          />
        </TabsContent>
        <TabsContent value="css" className="pt-3">
          <TextAreaField
            id="html-css"
            label={t('admin.html.tab.css')}
            rows={16}
            className="font-mono text-xs"
            value={draft.cssStyles}
            onChange={(e) => setDraft({ ...draft, cssStyles: e.target.value })}
          />
        </TabsContent>
      </Tabs>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <iframe
        title={t('admin.html.preview')}
        sandbox=""
        srcDoc={preview(draft)}
        className="h-64 w-full rounded border bg-white"
      />
    </FormDialog>
  );
}
