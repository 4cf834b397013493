import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from './ui/form-field.tsx';

/**
 * The buyer's own fields, the same at signup and in the dashboard's Profil and Unternehmen tabs
 * (spec 1 §3). Each place keeps its own dictionary keys (admins may override them separately), so
 * the fields take the key prefix of their texts.
 */
type Errors<K extends string> = Partial<Record<K, { message?: string | undefined } | undefined>>;

type PersonalKey = 'firstName' | 'lastName' | 'phone' | 'position' | 'department';

export function BuyerPersonalFields({
  texts,
  field,
  errors,
  email,
}: {
  texts: 'buyerSignup' | 'buyer.profile';
  field: (key: PersonalKey) => UseFormRegisterReturn;
  errors: Errors<PersonalKey>;
  /** The e-mail field between name and phone: editable at signup, read-only in the profile. */
  email: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        label={t(`${texts}.firstName`)}
        required
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...field('firstName')}
      />
      <FormField
        label={t(`${texts}.lastName`)}
        required
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...field('lastName')}
      />
      {email}
      <FormField
        label={t(`${texts}.phone`)}
        type="tel"
        required
        autoComplete="tel"
        error={errors.phone?.message}
        {...field('phone')}
      />
      <FormField
        label={t(`${texts}.position`)}
        autoComplete="organization-title"
        error={errors.position?.message}
        {...field('position')}
      />
      <FormField
        label={t(`${texts}.department`)}
        error={errors.department?.message}
        {...field('department')}
      />
    </>
  );
}

type CompanyKey = 'company' | 'vatNumber' | 'taxNumber';

export function BuyerCompanyFields({
  texts,
  field,
  errors,
  vatHint,
}: {
  texts: 'buyerSignup' | 'buyer.company';
  field: (key: CompanyKey) => UseFormRegisterReturn;
  errors: Errors<CompanyKey>;
  vatHint?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        className="sm:col-span-2"
        label={t(`${texts}.company`)}
        required
        autoComplete="organization"
        error={errors.company?.message}
        {...field('company')}
      />
      <FormField
        label={t(`${texts}.vatNumber`)}
        required
        hint={vatHint}
        error={errors.vatNumber?.message}
        {...field('vatNumber')}
      />
      <FormField label={t(`${texts}.taxNumber`)} error={errors.taxNumber?.message} {...field('taxNumber')} />
    </>
  );
}
