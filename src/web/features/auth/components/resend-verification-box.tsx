import { useState } from 'react';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { resendVerificationInputSchema } from '#shared/auth/schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { useResendVerification } from '#web/features/auth/api/resend-verification.ts';

/** Spec 1 §2: a box that sends the confirmation e-mail again. */
export function ResendVerificationBox() {
  const { t } = useTranslation();
  const resend = useResendVerification();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function send() {
    const parsed = resendVerificationInputSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      await resend.mutateAsync(parsed.data.email);
      toast.success(t('signup.resend.done'));
    } catch (e) {
      const message =
        isApiError(e) && e.status === 429
          ? t('signup.rateLimited')
          : isApiError(e)
            ? e.message
            : t('errors.unexpected');
      toast.error(t('signup.resend.failed'), { description: message });
    }
  }

  return (
    <section
      aria-labelledby="resend-title"
      className="grid gap-3 rounded-lg border border-border bg-muted/50 p-4"
    >
      <h2 id="resend-title" className="flex items-center gap-2 text-sm font-semibold">
        <MailCheck className="size-4 text-primary" aria-hidden="true" />
        {t('signup.resend.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('signup.resend.text')}</p>
      <FormField
        label={t('signup.resend.email')}
        type="email"
        autoComplete="email"
        value={email}
        error={error}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button variant="outline" onClick={() => void send()} disabled={resend.isPending}>
        {t('signup.resend.submit')}
      </Button>
    </section>
  );
}
