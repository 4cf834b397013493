import { z } from 'zod';
import { text } from '#shared/common/text.ts';
import { EMPLOYEE_COUNTS, MIN_PASSWORD_LENGTH, ROLES, UI_LANGUAGES } from '#shared/constants.ts';
import { addressSchema } from '#shared/common/address.ts';
import { legalAcceptanceSchema } from '#shared/legal/acceptance.ts';
import { isCommonPassword, PASSWORD_TOO_COMMON } from './password-rule.ts';
import { MEMBER_ROLES } from '#shared/teams/permissions.ts';

export const PASSWORD_TOO_SHORT = 'Das Passwort muss mindestens 10 Zeichen lang sein';
export const PASSWORDS_DIFFER = 'Die Passwörter stimmen nicht überein';

const email = text().trim().toLowerCase().pipe(z.email('Bitte geben Sie eine gültige E-Mail-Adresse ein'));
/** Issue 34, decision 061: at least 10 characters and not a common password (password-rule.ts). */
const password = text()
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  .max(128)
  .refine((p) => !isCommonPassword(p), PASSWORD_TOO_COMMON);
/** Decision 061's rule and the address rule, for forms outside this file (issue 37: joining a team). */
export const b2bPasswordSchema = password;
export const emailAddressSchema = email;
const required = (message: string) => text().trim().min(1, message);
const optionalText = text()
  .trim()
  .max(2000)
  .optional()
  .transform((v) => (v ? v : undefined));

/** VAT id: two-letter country code plus 2–13 letters/digits (e.g. DE123456789), spaces ignored. */
export const vatNumberSchema = text()
  .trim()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(
    text()
      .min(1, 'Bitte geben Sie Ihre USt-IdNr. ein')
      .regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, 'Bitte geben Sie eine gültige USt-IdNr. ein (z. B. DE123456789)'),
  );

export const loginInputSchema = z.object({
  email,
  password: text().min(1, 'Bitte geben Sie Ihr Passwort ein'),
  role: z.enum(ROLES),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const forgotPasswordInputSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z
  .object({
    token: text().min(1),
    password,
    passwordConfirm: text(),
  })
  .refine((v) => v.password === v.passwordConfirm, { message: PASSWORDS_DIFFER, path: ['passwordConfirm'] });
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const resendVerificationInputSchema = z.object({ email });

/** Spec 1 §5 password change: the current password is verified on the server (DESIGN.md §7). */
export const changePasswordInputSchema = z
  .object({
    currentPassword: text().min(1, 'Bitte geben Sie Ihr aktuelles Passwort ein.'),
    newPassword: text()
      .min(1, 'Bitte geben Sie ein neues Passwort ein.')
      .min(MIN_PASSWORD_LENGTH, 'Das neue Passwort muss mindestens 10 Zeichen lang sein.')
      .refine((p) => !isCommonPassword(p), PASSWORD_TOO_COMMON),
    newPasswordConfirm: text(),
  })
  .refine((v) => v.newPassword === v.newPasswordConfirm, {
    message: 'Die neuen Passwörter stimmen nicht überein.',
    path: ['newPasswordConfirm'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** Fields both signups share (spec 1 §2, §5). */
const signupBase = {
  firstName: required('Bitte geben Sie Ihren Vornamen ein'),
  lastName: required('Bitte geben Sie Ihren Nachnamen ein'),
  email,
  phone: required('Bitte geben Sie eine Telefonnummer ein').pipe(
    text().regex(/^[+0-9 ()/-]{5,30}$/, 'Bitte geben Sie eine gültige Telefonnummer ein'),
  ),
  vatNumber: vatNumberSchema,
  taxNumber: optionalText,
  description: optionalText,
  billingAddress: addressSchema,
  shippingAddress: addressSchema.nullable().optional(),
  password,
  passwordConfirm: text(),
  language: z.enum(['de', 'en', 'fr', 'es', 'it']).optional(),
  /** AGB and privacy notice accepted (issue 13); stored with time and version. */
  acceptLegal: legalAcceptanceSchema,
};

/**
 * 'Die Passwörter stimmen nicht überein' as soon as both passwords are typed, also while other
 * fields are still empty or wrong (zod skips an object refinement otherwise; issue 13).
 */
const passwordsMatch = {
  message: PASSWORDS_DIFFER,
  path: ['passwordConfirm'],
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; passwordConfirm?: unknown } | undefined;
    return typeof v?.password === 'string' && typeof v.passwordConfirm === 'string';
  },
};

export const buyerSignupInputSchema = z
  .object({
    ...signupBase,
    company: required('Bitte geben Sie Ihr Unternehmen ein'),
    position: optionalText,
    department: optionalText,
  })
  .refine((v) => v.password === v.passwordConfirm, passwordsMatch);
export type BuyerSignupInput = z.infer<typeof buyerSignupInputSchema>;

export const sellerSignupInputSchema = z
  .object({
    ...signupBase,
    companyName: required('Bitte geben Sie den Firmennamen ein'),
    contactPerson: optionalText,
    website: optionalText,
    specialization: optionalText,
    employeeCount: z.enum(EMPLOYEE_COUNTS, 'Bitte wählen Sie die Anzahl der Mitarbeiter'),
    businessLicense: optionalText,
  })
  .refine((v) => v.password === v.passwordConfirm, passwordsMatch);
export type SellerSignupInput = z.infer<typeof sellerSignupInputSchema>;

/** The language a signed-in user chose in the switcher; their mails and documents use it. */
export const languageInputSchema = z.object({ language: z.enum(UI_LANGUAGES) });
export type LanguageInput = z.infer<typeof languageInputSchema>;

export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: text(),
  role: z.enum(ROLES),
  name: text(),
  /** The account's language (issue 17): a new browser shows it after sign-in. */
  language: z.enum(UI_LANGUAGES),
  /**
   * Issue 37 (decision 066): the company the user acts for (the id every buyer_id / seller_id
   * holds) and the user's role in it; null for admins.
   */
  companyId: z.uuid().nullable(),
  memberRole: z.enum(MEMBER_ROLES).nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /auth/session: the user plus what the header's account menu shows (company; admins have none). */
export const sessionAccountSchema = sessionUserSchema.extend({ company: text().nullable() });
export type SessionAccount = z.infer<typeof sessionAccountSchema>;
