import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '#shared/constants.ts';
import { acceptInvitationInputSchema, type AcceptInvitationInput } from '#shared/teams/schema.ts';
import { LegalAcceptance } from '#web/components/legal-acceptance.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { currentLanguage } from '#web/lib/i18n.ts';
import { LOGIN_PATH } from '#web/lib/paths.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { useAcceptInvitation, useInvitation } from '#web/features/team/api/invitation.ts';

export { teamTexts as texts } from '#web/features/team/texts.ts';

type FormValues = z.input<typeof acceptInvitationInputSchema>;

/** Why a link opens nothing, in the reader's language. */
function refusalKey(
  error: unknown,
): 'team.join.expired' | 'team.join.invalid' | 'team.error.EMAIL_HAS_ACCOUNT' {
  if (isApiError(error) && error.reason === 'INVITATION_EXPIRED') return 'team.join.expired';
  if (isApiError(error) && error.reason === 'EMAIL_HAS_ACCOUNT') return 'team.error.EMAIL_HAS_ACCOUNT';
  return 'team.join.invalid';
}

/**
 * Issue 37 (decision 066): the page of an invitation's link — the company and the address are
 * fixed; the new member gives a name and a password (decision 061's rule) and joins.
 */
export function JoinTeamPage() {
  const { t } = useTranslation();
  usePageMeta(t('team.join.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const [refused, setRefused] = useState<ReturnType<typeof refusalKey> | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, AcceptInvitationInput>({
    resolver: zodResolver(acceptInvitationInputSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      password: '',
      passwordConfirm: '',
      acceptLegal: false as unknown as true,
    },
  });
  const onSubmit = handleSubmit(async (input) => {
    try {
      await accept.mutateAsync({ ...input, language: currentLanguage() });
    } catch (error) {
      setRefused(refusalKey(error));
    }
  });

  const info = invitation.data;
  let body;
  if (!token) body = <p role="alert">{t('team.join.missingToken')}</p>;
  else if (invitation.isPending) body = <Skeleton className="h-40 w-full" />;
  else if (invitation.isError || !info) body = <p role="alert">{t(refusalKey(invitation.error))}</p>;
  else if (accept.isSuccess)
    body = (
      <div role="status" className="grid gap-4 text-center">
        <p className="font-semibold">{t('team.join.done')}</p>
        <Button asChild className="justify-self-center">
          <Link to={LOGIN_PATH[info.party]}>{t('team.join.toLogin')}</Link>
        </Button>
      </div>
    );
  else
    body = (
      <div className="grid gap-6">
        <dl className="grid gap-3 rounded-xl border border-border bg-muted/40 p-4 text-sm sm:grid-cols-3">
          <div className="grid gap-1">
            <dt className="text-muted-foreground">{t('team.join.company')}</dt>
            <dd className="font-semibold">{info.companyName}</dd>
          </div>
          <div className="grid min-w-0 gap-1">
            <dt className="text-muted-foreground">{t('team.join.email')}</dt>
            <dd className="break-all font-semibold">{info.email}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">{t('team.join.role')}</dt>
            <dd className="font-semibold">{t(`team.role.${info.role}`)}</dd>
          </div>
          <p className="text-xs text-muted-foreground sm:col-span-3">
            {t('team.join.validUntil', { date: formatDate(info.expiresAt) })}
          </p>
        </dl>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4">
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField
              label={t('team.join.firstName')}
              autoComplete="given-name"
              required
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <FormField
              label={t('team.join.lastName')}
              autoComplete="family-name"
              required
              error={errors.lastName?.message}
              {...register('lastName')}
            />
            <FormField
              label={t('team.join.password')}
              type="password"
              autoComplete="new-password"
              required
              hint={t('team.join.passwordHint', { min: MIN_PASSWORD_LENGTH })}
              error={errors.password?.message}
              {...register('password')}
            />
            <FormField
              label={t('team.join.passwordConfirm')}
              type="password"
              autoComplete="new-password"
              required
              error={errors.passwordConfirm?.message}
              {...register('passwordConfirm')}
            />
          </div>
          <LegalAcceptance field={register('acceptLegal')} error={errors.acceptLegal?.message} />
          {refused ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {t(refused)}
            </p>
          ) : null}
          <Button type="submit" disabled={isSubmitting}>
            {t('team.join.submit')}
          </Button>
        </form>
      </div>
    );

  return (
    <div className="flex flex-1 justify-center bg-muted px-4 py-10 sm:py-14">
      <div className="grid w-full max-w-2xl gap-6">
        <Card>
          <CardHeader className="items-center text-center">
            <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
              <Users className="size-6" aria-hidden="true" />
            </span>
            <CardTitle as="h1" className="text-2xl">
              {t('team.join.title')}
            </CardTitle>
            {info ? (
              <CardDescription>{t('team.join.text', { company: info.companyName })}</CardDescription>
            ) : null}
          </CardHeader>
          <CardContent>{body}</CardContent>
        </Card>
      </div>
    </div>
  );
}
