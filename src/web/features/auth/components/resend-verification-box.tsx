import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { forgotPasswordInputSchema } from '#shared/auth/schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useResendVerification } from '../api/signup-seller.ts';

/** Spec 1 §2: a box to resend the confirmation e-mail. */
export function ResendVerificationBox() {
  const { t } = useTranslation();
  const resend = useResendVerification();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);

  async function submit() {
    // The same e-mail rule as everywhere else (shared schema).
    const parsed = forgotPasswordInputSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await resend.mutateAsync(parsed.data.email);
      setDone(true);
    } catch (err) {
      toast.error(t('sellerSignup.resend.failed'), {
        description: isApiError(err) ? err.message : t('errors.unexpected'),
      });
    }
  }

  return (
    <section
      className="grid gap-3 rounded-lg border border-border bg-muted p-4"
      aria-labelledby="resend-title"
    >
      <h2 id="resend-title" className="text-sm font-semibold">
        {t('sellerSignup.resend.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('sellerSignup.resend.text')}</p>
      {done ? (
        <p role="status" className="text-sm text-success">
          {t('sellerSignup.resend.done')}
        </p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <FormField
            className="flex-1"
            label={t('sellerSignup.email')}
            type="email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button variant="outline" onClick={() => void submit()} disabled={resend.isPending}>
            {t('sellerSignup.resend.submit')}
          </Button>
        </div>
      )}
    </section>
  );
}
