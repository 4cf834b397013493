import type { z } from 'zod';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  PART_RELATION_KINDS,
  partRelationInputSchema,
  type PartRelationInput,
} from '#shared/catalog/part-relations.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { TextareaField } from '#web/components/textarea-field.tsx';
import { localizeMessage } from '#web/lib/validation-texts.ts';

/** What the form holds: the schema's input (optional fields as typed, empty allowed). */
type Values = z.input<typeof partRelationInputSchema>;

interface PartRelationDialogProps {
  open: boolean;
  title: string;
  description?: string;
  submitLabel: string;
  pending?: boolean;
  /** Prefilled fields, e.g. the seller's request as the 'from' part. */
  initial?: Partial<Values>;
  /** Resolves when saved (the dialog then closes); a rejection keeps the dialog and its input. */
  onSubmit: (input: PartRelationInput) => Promise<unknown>;
  onOpenChange: (open: boolean) => void;
}

/**
 * One cross-reference (issue 30) as an admin adds it or a seller proposes it, checked by the
 * same schema as the server (partRelationInputSchema).
 */
export function PartRelationDialog(props: PartRelationDialogProps) {
  const { open, onOpenChange } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open, so each opening starts from the initial values. */}
      {open ? <RelationForm {...props} /> : null}
    </Dialog>
  );
}

function RelationForm({
  title,
  description,
  submitLabel,
  pending,
  initial,
  onSubmit,
  onOpenChange,
}: PartRelationDialogProps) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, PartRelationInput>({
    resolver: zodResolver(partRelationInputSchema),
    defaultValues: {
      kind: 'superseded',
      fromManufacturer: '',
      fromPartNumber: '',
      toManufacturer: '',
      toPartNumber: '',
      note: '',
      ...initial,
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
      onOpenChange(false);
    } catch {
      // The caller's toast says why; the input stays for a correction.
    }
  });
  return (
    <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
      </DialogHeader>
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <SelectField
                label={t('partRelations.kind')}
                value={field.value}
                onChange={field.onChange}
                options={PART_RELATION_KINDS.map((k) => ({ value: k, label: t(`partRelations.kind.${k}`) }))}
              />
            )}
          />
        </div>
        <FormField label={t('partRelations.fromManufacturer')} {...form.register('fromManufacturer')} />
        <FormField
          label={t('partRelations.fromPartNumber')}
          required
          error={localizeMessage(errors.fromPartNumber?.message)}
          {...form.register('fromPartNumber')}
        />
        <FormField label={t('partRelations.toManufacturer')} {...form.register('toManufacturer')} />
        <FormField
          label={t('partRelations.toPartNumber')}
          required
          error={localizeMessage(errors.toPartNumber?.message)}
          {...form.register('toPartNumber')}
        />
        <TextareaField
          label={t('partRelations.note')}
          className="sm:col-span-2"
          error={localizeMessage(errors.note?.message)}
          {...form.register('note')}
        />
        <DialogFooter className="sm:col-span-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('partRelations.cancel')}
          </Button>
          <Button type="submit" disabled={pending || form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
