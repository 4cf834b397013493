import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '#shared/constants.ts';
import { FormField } from '#web/components/ui/form-field.tsx';

type Errors = Partial<Record<'password' | 'passwordConfirm', { message?: string | undefined } | undefined>>;

/** Password and its confirmation at signup (spec 1 §3); each signup keeps its own dictionary keys. */
export function NewPasswordFields({
  texts,
  field,
  errors,
}: {
  texts: 'buyerSignup' | 'sellerSignup';
  field: (key: 'password' | 'passwordConfirm') => UseFormRegisterReturn;
  errors: Errors;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        label={t(`${texts}.password`)}
        type="password"
        autoComplete="new-password"
        required
        hint={t(`${texts}.passwordHint`, { min: MIN_PASSWORD_LENGTH })}
        error={errors.password?.message}
        {...field('password')}
      />
      <FormField
        label={t(`${texts}.passwordConfirm`)}
        type="password"
        autoComplete="new-password"
        required
        error={errors.passwordConfirm?.message}
        {...field('passwordConfirm')}
      />
    </>
  );
}
