import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { loginInputSchema } from '#shared/auth/schema.ts';
import type { Role } from '#shared/constants.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { DASHBOARD_PATH, paths } from '#web/lib/paths.ts';
import { ADMIN_FLAG_KEY, logout, sessionQueryKey, type SessionResponse } from '#web/lib/session.ts';
import { writeStorage } from '#web/lib/storage.ts';
import { useLogin } from '#web/features/auth/api/login.ts';
import { TwoFactorStep } from './two-factor-step.tsx';
import { useState } from 'react';
import type { SessionUser } from '#shared/auth/schema.ts';

interface LoginFormProps {
  role: Role;
  /** Registration page for 'Noch kein Konto?'; admins have none. */
  signupPath?: string;
}

export function LoginForm({ role, signupPath }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loginMutation = useLogin();
  // Accounts with a second factor: the password was right, the code comes next.
  const [needsCode, setNeedsCode] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '', role },
  });

  const signedIn = async (user: SessionUser) => {
    if (user.role !== role) {
      // The server checks the role too; this covers a server that let a wrong role through.
      await logout().catch(() => undefined);
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
      const wrongRoleKey = `auth.wrongRole.${role}` as const;
      toast.error(t('auth.login.failedTitle'), { description: t(wrongRoleKey) });
      return;
    }
    if (role === 'admin') writeStorage(ADMIN_FLAG_KEY, 'true');
    await navigate(DASHBOARD_PATH[role], { replace: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await loginMutation.mutateAsync(values);
      if (!('user' in result)) {
        setNeedsCode(true);
        return;
      }
      const { user } = result;
      if (user.role !== role) {
        // The server checks the role too; this covers a server that let a wrong role through.
        await logout().catch(() => undefined);
        queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
        const wrongRoleKey = `auth.wrongRole.${role}` as const;
        toast.error(t('auth.login.failedTitle'), { description: t(wrongRoleKey) });
        return;
      }
      if (role === 'admin') writeStorage(ADMIN_FLAG_KEY, 'true');
      await navigate(DASHBOARD_PATH[role], { replace: true });
    } catch (error) {
      // Spec 1 §8: the server's title ('Konto ausstehend', …) or 'Anmeldung fehlgeschlagen'.
      toast.error(isApiError(error) && error.title ? error.title : t('auth.login.failedTitle'), {
        description: isApiError(error) ? error.message : t('errors.unexpected'),
      });
    }
  });

  if (needsCode) {
    return <TwoFactorStep role={role} onSignedIn={signedIn} onBack={() => setNeedsCode(false)} />;
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <FormField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('auth.emailPlaceholder')}
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-2">
        <FormField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        {role !== 'admin' ? (
          <Link
            to={paths.forgotPassword}
            className="justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('auth.login.forgot')}
          </Link>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
      {signupPath ? (
        <p className="text-center text-sm text-muted-foreground">
          {t('auth.login.noAccount')}{' '}
          <Link to={signupPath} className="font-medium text-primary underline-offset-4 hover:underline">
            {t('auth.login.register')}
          </Link>
        </p>
      ) : null}
    </form>
  );
}
