import { z } from 'zod';
import { text } from '#shared/common/text.ts';

/*
 * Issue 32, privacy as promised (decision 052): a user's data export (Art. 15/20 GDPR) and
 * erasure as anonymisation (Art. 17) with a grace period. One place for the periods and the
 * shapes the account page, the routes and the admin area share.
 */

/** Days between the request for erasure and the anonymisation; cancelling is possible until then. */
export const ERASURE_GRACE_DAYS = 14;
/** Days an export's file can be downloaded; afterwards it is removed. */
export const EXPORT_LINK_DAYS = 7;

export const PASSWORD_REQUIRED = 'Bitte geben Sie Ihr Passwort ein.';
export const PASSWORD_WRONG = 'Das Passwort ist nicht korrekt.';
export const EXPORT_RUNNING = 'Ihr Datenexport wird bereits erstellt.';
export const EXPORT_NOT_FOUND = 'Dieser Datenexport ist nicht vorhanden oder abgelaufen.';
export const ERASURE_ALREADY_PENDING = 'Die Löschung Ihres Kontos ist bereits beantragt.';
export const ERASURE_NOT_PENDING = 'Es ist keine Löschung Ihres Kontos beantragt.';
export const USER_NOT_FOUND = 'Nutzer nicht gefunden';
export const ADMIN_NOT_ERASABLE = 'Administratorkonten können hier nicht gelöscht werden.';

/** Erasure is confirmed by re-entering the password (the form and the route share this). */
export const erasureConfirmSchema = z.strictObject({
  // A missing field says the same as an empty one (the form sends '' before anything is typed).
  password: z
    .string({ error: PASSWORD_REQUIRED })
    .pipe(text().min(1, PASSWORD_REQUIRED).max(200, PASSWORD_WRONG)),
});
export type ErasureConfirmInput = z.infer<typeof erasureConfirmSchema>;

export const exportIdParamsSchema = z.object({ id: z.uuid('Ungültige ID') });

export const dataExportViewSchema = z.object({
  id: z.uuid(),
  status: z.enum(['building', 'ready', 'failed']),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** The session-bound download (only the owner's session is let in), while ready. */
  downloadUrl: z.string().nullable(),
});

export const erasureViewSchema = z.object({
  requestedAt: z.string(),
  dueAt: z.string(),
});

export const privacyStatusSchema = z.object({
  export: dataExportViewSchema.nullable(),
  erasure: erasureViewSchema.nullable(),
});
export type PrivacyStatus = z.infer<typeof privacyStatusSchema>;

export const adminPrivacyResultSchema = z.object({ ok: z.literal(true), erasedAt: z.string().nullable() });

export function exportDownloadUrl(id: string): string {
  return `/api/v1/account/privacy/exports/${id}/file`;
}
