import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  REQUIRED_MESSAGE_VARIABLES,
  messageTemplateInputSchema,
  type MessageTemplateInput,
  type MessageTemplateView,
} from '#shared/admin/messages.ts';
import { MESSAGE_LANGUAGES, MESSAGE_TYPES, RECIPIENT_TYPES } from '#shared/constants.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { useMessageActions, useMessageTemplates } from '#web/features/admin-content/api/messages.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { rowBusy } from '#web/components/admin/row-busy.ts';
import { FormDialog, SelectField, TextAreaField } from '#web/components/admin/form-dialog.tsx';
import { RowActions } from '#web/components/admin/row-actions.tsx';
import { usePaging, PagedHeader, PagedState } from '#web/components/admin/paged-list.tsx';
import { SearchBox, Table, Td } from '#web/components/admin/list-parts.tsx';
import { mailTypeLabel } from '#web/features/admin-content/components/mail-type.ts';

/** Nachrichten (spec 2 §2): message templates with add, edit, toggle, delete, refresh. */
export function MessagesTab() {
  const { t } = useTranslation();
  const { search, setSearch, page, setPage } = usePaging();
  const list = useMessageTemplates({ search, page, pageSize: 50 });
  const actions = useMessageActions();
  const [dialog, setDialog] = useState<{ template: MessageTemplateView | null } | null>(null);
  const [deleting, setDeleting] = useState<MessageTemplateView | null>(null);
  const data = list.data;

  return (
    <section>
      <PagedHeader title={t('admin.mgmt.messages')} list={list}>
        <SearchBox value={search} onChange={setSearch} />
        <Button size="sm" onClick={() => setDialog({ template: null })}>
          <Plus aria-hidden="true" />
          {t('admin.messages.add')}
        </Button>
      </PagedHeader>
      <PagedState list={list} errorText={t('admin.messages.loadFailed')} onPage={setPage}>
        <Table
          head={[
            t('admin.messages.type'),
            t('admin.messages.titleField'),
            t('admin.messages.language'),
            t('admin.messages.recipient'),
            t('admin.status'),
            t('admin.actions'),
          ]}
        >
          {data?.items.map((m) => {
            const busy = rowBusy(m.id, actions.toggle, actions.update, actions.remove);
            return (
              <tr key={m.id}>
                <Td>
                  <span className="block font-medium">{mailTypeLabel(m.type)}</span>
                  <span className="block font-mono text-xs text-muted-foreground">{m.type}</span>
                </Td>
                <Td>{m.title}</Td>
                <Td>{m.language.toUpperCase()}</Td>
                <Td>{t(`admin.messages.recipient.${m.recipientType}`)}</Td>
                <Td>
                  <Badge variant={m.isActive ? 'success' : 'secondary'}>
                    {t(m.isActive ? 'admin.active' : 'admin.inactive')}
                  </Badge>
                </Td>
                <Td>
                  <RowActions
                    busy={busy}
                    onEdit={() => setDialog({ template: m })}
                    onDelete={() => setDeleting(m)}
                    toggle={{ active: m.isActive, onToggle: () => actions.toggle.mutate(m.id) }}
                  />
                </Td>
              </tr>
            );
          })}
        </Table>
      </PagedState>
      {dialog ? <MessageDialog template={dialog.template} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('admin.delete')}
        text={t('admin.messages.deleteText', {
          name: deleting ? `${mailTypeLabel(deleting.type)} (${deleting.language.toUpperCase()})` : '',
        })}
        pending={actions.remove.isPending}
        onConfirm={() =>
          deleting && actions.remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })
        }
      />
    </section>
  );
}

function MessageDialog({ template, onClose }: { template: MessageTemplateView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const actions = useMessageActions();
  const form = useForm<MessageTemplateInput>({
    resolver: zodResolver(messageTemplateInputSchema),
    defaultValues: {
      type: template?.type ?? MESSAGE_TYPES[0],
      title: template?.title ?? '',
      content: template?.content ?? '',
      language: (template?.language as MessageTemplateInput['language']) ?? 'de',
      recipientType: template?.recipientType ?? 'buyer',
    },
  });
  const [type, language, recipientType] = useWatch({
    control: form.control,
    name: ['type', 'language', 'recipientType'],
  });
  const required = REQUIRED_MESSAGE_VARIABLES[type] ?? [];
  const errors = form.formState.errors;
  const submit = form.handleSubmit((input) => {
    if (template) actions.update.mutate({ id: template.id, input }, { onSuccess: onClose });
    else actions.create.mutate(input, { onSuccess: onClose });
  });
  const types = [...new Set([...MESSAGE_TYPES, ...(template ? [template.type] : [])])];
  return (
    <FormDialog
      open
      className="max-w-2xl"
      onOpenChange={(o) => !o && onClose()}
      title={template ? t('admin.messages.edit') : t('admin.messages.add')}
      submitLabel={template ? t('admin.update') : t('admin.add')}
      pending={actions.create.isPending || actions.update.isPending}
      onSubmit={(e) => void submit(e)}
    >
      <SelectField
        id="message-type"
        label={t('admin.messages.type')}
        value={type}
        onChange={(v) => form.setValue('type', v)}
        options={types.map((v) => ({ value: v, label: mailTypeLabel(v) }))}
      />
      <FormField
        label={t('admin.messages.titleField')}
        required
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextAreaField
        id="message-content"
        label={t('admin.messages.content')}
        rows={8}
        className="font-mono"
        error={errors.content?.message ?? errors.type?.message}
        {...form.register('content')}
      />
      {required.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          {t('admin.messages.required', { list: required.map((r) => `{{${r}}}`).join(', ') })}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          id="message-language"
          label={t('admin.messages.language')}
          value={language ?? 'de'}
          onChange={(v) => form.setValue('language', v as MessageTemplateInput['language'])}
          options={MESSAGE_LANGUAGES.map((l) => ({ value: l, label: l.toUpperCase() }))}
        />
        <SelectField
          id="message-recipient"
          label={t('admin.messages.recipient')}
          value={recipientType ?? 'buyer'}
          onChange={(v) => form.setValue('recipientType', v as MessageTemplateInput['recipientType'])}
          options={RECIPIENT_TYPES.map((r) => ({ value: r, label: t(`admin.messages.recipient.${r}`) }))}
        />
      </div>
    </FormDialog>
  );
}
