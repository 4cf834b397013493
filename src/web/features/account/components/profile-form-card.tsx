import type { FormEvent, ReactNode } from 'react';
import { LoaderCircle, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { isApiError } from '#web/lib/api-client.ts';

/** The Profil and Unternehmen cards: a titled form with one save button. */
export function ProfileFormCard({
  title,
  onSubmit,
  submitting,
  submitLabel,
  formClassName,
  children,
}: {
  title: string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  submitLabel: string;
  formClassName: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className={formClassName}>
          {children}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={submitting}>
              {submitting ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Save aria-hidden="true" />
              )}
              {submitLabel}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** Saves and says how it went, in the same words for both cards. */
export function useSaveWithToasts() {
  const { t } = useTranslation();
  return async (save: () => Promise<unknown>) => {
    try {
      await save();
      toast.success(t('buyer.profile.saved'));
    } catch (error) {
      toast.error(t('buyer.profile.saveFailed'), {
        description: isApiError(error) ? error.message : t('errors.unexpected'),
      });
    }
  };
}
