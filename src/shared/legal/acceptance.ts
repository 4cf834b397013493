import { z } from 'zod';

/**
 * Acceptance of the AGB and the privacy notice (issue 13): required at both signups and on the
 * order page, checked on the server, stored with the time and this version. Raise the version
 * whenever the wording of /agb or /datenschutz changes.
 */
export const LEGAL_VERSION = 'agb-2025-01/datenschutz-2025-01';
export const LEGAL_REQUIRED = 'Bitte akzeptieren Sie die AGB und die Datenschutzerklärung';

export const legalAcceptanceSchema = z.literal(true, { error: LEGAL_REQUIRED });

/** What is stored with the account or the order. */
export function legalAcceptance(now: Date = new Date()): { legalAcceptedAt: Date; legalVersion: string } {
  return { legalAcceptedAt: now, legalVersion: LEGAL_VERSION };
}
