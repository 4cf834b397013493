import { z } from 'zod';
import { ROLES } from '#shared/constants.ts';
import { text } from '#shared/common/text.ts';

export const TWO_FACTOR_CODE_INVALID = 'Der Code ist ungültig oder abgelaufen';

/** A 6-digit TOTP code, or one of the backup codes (letters, digits, a dash). */
const code = text()
  .trim()
  .regex(/^(\d{6}|[A-Za-z0-9-]{8,24})$/, 'Bitte geben Sie den 6-stelligen Code oder einen Backup-Code ein');

export const twoFactorVerifyInputSchema = z.object({
  code,
  role: z.enum(ROLES),
  /** Skip the code on this browser for 30 days. */
  trustDevice: z.boolean().default(false),
});

export const twoFactorPasswordInputSchema = z.object({
  password: text().min(1, 'Bitte geben Sie Ihr Passwort ein'),
});
export const twoFactorConfirmInputSchema = z.object({ code });

export const twoFactorSetupSchema = z.object({
  /** otpauth:// URI for authenticator apps (QR code or manual entry). */
  totpURI: z.string(),
  /** The secret of the URI, for typing into an app by hand. */
  secret: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
