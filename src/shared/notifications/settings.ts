import { z } from 'zod';
import type { Urgency } from '#shared/constants.ts';
import {
  MAX_SELLER_REGIONS,
  normaliseRegions,
  POSTCODE_AREA_COUNTRY,
  regionSchema,
  servesRegion,
} from '#shared/regions/regions.ts';
import { COMPANY_MAIL_MODES, companyMailModeSchema } from '#shared/teams/recipients.ts';

/**
 * Which mails a user wants (issue 35, decision 060). New relevant requests (sellers): at once,
 * as one daily digest, or not at all; optionally only urgent ones and only from some regions.
 * New offers on one's own requests (buyers, and sellers who request): at once or not at all.
 * The default — no stored row — is what every user had before: every mail at once.
 */
export const NEW_REQUEST_MODES = ['instant', 'digest', 'off'] as const;
export type NewRequestMode = (typeof NEW_REQUEST_MODES)[number];
export const OFFER_MODES = ['instant', 'off'] as const;

/** The categories of non-transactional mail a one-click unsubscribe (RFC 8058) turns off. */
export const MAIL_CATEGORIES = ['new_requests', 'offers'] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

/** 'Nur dringende': the spec's highest urgency. */
export const URGENT: readonly Urgency[] = ['dringend'];

const MODE_INVALID = 'Bitte wählen Sie, wie Sie benachrichtigt werden möchten';

export const notificationSettingsSchema = z.object({
  newRequests: z.enum(NEW_REQUEST_MODES, MODE_INVALID),
  urgentOnly: z.boolean('Bitte geben Sie an, ob nur dringende Anfragen gemeldet werden sollen'),
  /** Empty: every region the seller's requests come from. */
  regions: z
    .array(regionSchema)
    .max(MAX_SELLER_REGIONS, `Höchstens ${MAX_SELLER_REGIONS} Liefergebiete`)
    .refine(
      (rs) => rs.every((r) => !r.includes('-') || r.startsWith(`${POSTCODE_AREA_COUNTRY}-`)),
      'Postleitzahlbereiche gibt es nur für Deutschland',
    )
    .transform(normaliseRegions),
  offers: z.enum(OFFER_MODES, MODE_INVALID),
  /**
   * Issue 37 (decision 071): the company's mails and pushes — 'alle meiner Rolle', 'nur mir
   * zugewiesene' or 'keine'. Optional: a client that does not send it keeps the stored choice.
   */
  companyMails: companyMailModeSchema.optional(),
});
export type NotificationSettingsInput = z.output<typeof notificationSettingsSchema>;
/** The stored settings as answered (no transform: a response is only checked, not reshaped). */
export const notificationSettingsViewSchema = z.object({
  newRequests: z.enum(NEW_REQUEST_MODES),
  urgentOnly: z.boolean(),
  regions: z.array(regionSchema),
  offers: z.enum(OFFER_MODES),
  /** The member's choice, or its role's default when it made none (companyMailModeOf). */
  companyMails: z.enum(COMPANY_MAIL_MODES),
});
export type NotificationSettingsView = z.infer<typeof notificationSettingsViewSchema>;
/** What decides a person's own mails (new requests, offers); the company's choice is apart. */
export type NotificationSettings = Omit<NotificationSettingsView, 'companyMails'>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  newRequests: 'instant',
  urgentOnly: false,
  regions: [],
  offers: 'instant',
};

/** How a new relevant request reaches a seller with these settings: a mail, a digest line, or nothing. */
export function newRequestDelivery(
  s: NotificationSettings,
  request: { urgency: Urgency; regionKeys: readonly string[] },
): NewRequestMode {
  if (s.newRequests === 'off') return 'off';
  if (s.urgentOnly && !URGENT.includes(request.urgency)) return 'off';
  if (!servesRegion(s.regions, request.regionKeys)) return 'off';
  return s.newRequests;
}

export const unsubscribeQuerySchema = z.object({
  token: z
    .string('Der Abmeldelink ist ungültig')
    .min(1, 'Der Abmeldelink ist ungültig')
    .max(400, 'Der Abmeldelink ist ungültig'),
});
