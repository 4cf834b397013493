import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { contactInputSchema, type ContactInput, type ContactMessage } from '#shared/contact/schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { TextareaField } from '#web/components/textarea-field.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { useSendContactMessage } from '#web/features/static-pages/api/send-contact-message.ts';

const EMPTY: ContactInput = { name: '', email: '', company: '', subject: '', message: '' };

/** Spec 2 §2: name*, e-mail*, company, subject*, message* (6 rows); the server stores and mails. */
export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast.success(t('static.contact.form.successTitle'), { description: t('static.contact.form.success') });
      reset(EMPTY);
    } catch (error) {
      toast.error(t('static.contact.form.failed'), {
        description: isApiError(error) ? error.message : t('errors.unexpected'),
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <p className="text-sm text-muted-foreground">{t('static.contact.form.requiredHint')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={t('static.contact.form.name')}
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <FormField
          label={t('static.contact.form.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <FormField
        label={t('static.contact.form.company')}
        autoComplete="organization"
        error={errors.company?.message}
        {...register('company')}
      />
      <FormField
        label={t('static.contact.form.subject')}
        required
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextareaField
        label={t('static.contact.form.message')}
        rows={6}
        required
        error={errors.message?.message}
        {...register('message')}
      />
      <p className="text-sm text-muted-foreground">
        <Link to={paths.privacy} className="font-medium text-primary underline underline-offset-4">
          {t('static.contact.form.privacy')}
        </Link>
      </p>
      <Button type="submit" size="lg" disabled={isSubmitting} className="sm:justify-self-start">
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {isSubmitting ? t('static.contact.form.submitting') : t('static.contact.form.submit')}
      </Button>
    </form>
  );
}
