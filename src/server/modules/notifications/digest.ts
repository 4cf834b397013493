import type { Db } from '#server/db/client.ts';
import { enqueueMailOnce } from '#server/modules/mail/outbox.ts';
import {
  digestRequests,
  digestUsersDue,
  lockDigestMarker,
  markDigestSent,
} from '#server/modules/notification-settings/read.ts';
import { germanDay } from '#shared/format/german.ts';
import type { Urgency } from '#shared/constants.ts';
import { urgencyText } from '#shared/i18n/reference.ts';
import { isUiLanguage } from '#shared/i18n/languages.ts';
import { mailControlText } from '#shared/notifications/texts.ts';
import { escapeHtml } from '#shared/templates/placeholders.ts';

/** The hour (German time) from which a day's digests go out; checked hourly by the schedule. */
export const DIGEST_HOUR = 7;

const BRAND = '#0b4f8a';
const MUTED = '#6b7280';

function germanHour(now: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' }).format(
      now,
    ),
  );
}

interface DigestLine {
  partNumber: string;
  manufacturer: string | null;
  quantity: number;
  urgency: Urgency;
}

/**
 * The digest's body in the seller's language: each request as label/value rows (the text part
 * reads 'Teilenummer: …'), never the buyer — the same facts as the instant mail (anonymity walk).
 */
export function digestHtml(language: string, siteUrl: string, lines: readonly DigestLine[]): string {
  const t = (key: Parameters<typeof mailControlText>[1], values?: Record<string, string | number>) =>
    escapeHtml(mailControlText(language, key, values));
  const row = (label: string, value: string) =>
    `<tr><td style="width:40%;padding:4px 16px 4px 0;color:${MUTED};vertical-align:top">${label}</td>` +
    `<td style="padding:4px 0;font-weight:bold;word-break:break-word">${value}</td></tr>`;
  const items = lines
    .map(
      (l, i) =>
        `<h3 style="margin:20px 0 4px;font-size:15px;color:${BRAND}">${i + 1}. ${escapeHtml(l.partNumber)}</h3>` +
        `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:0 0 8px">` +
        row(t('mailControl.digest.partNumber'), escapeHtml(l.partNumber)) +
        (l.manufacturer ? row(t('mailControl.digest.manufacturer'), escapeHtml(l.manufacturer)) : '') +
        row(t('mailControl.digest.quantity'), String(l.quantity)) +
        row(
          t('mailControl.digest.urgency'),
          escapeHtml(urgencyText(l.urgency, isUiLanguage(language) ? language : 'de')),
        ) +
        `</table>`,
    )
    .join('');
  const dashboard = `${siteUrl}/seller-dashboard?tab=requests`;
  const settings = `${siteUrl}/seller-dashboard?tab=notifications`;
  return [
    `<div style="max-width:600px;margin:0 auto;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.55;color:#1f2937">`,
    `<div style="margin:0 0 24px;padding:0 0 12px;border-bottom:3px solid ${BRAND}"><strong style="font-size:20px;color:${BRAND}">HydroParts</strong></div>`,
    `<p style="margin:0 0 16px">${t('mailControl.digest.greeting')}<br>${t('mailControl.digest.intro')}</p>`,
    items,
    `<p style="margin:24px 0"><a href="${escapeHtml(dashboard)}" style="display:inline-block;padding:12px 24px;background:${BRAND};color:#ffffff;font-weight:bold;text-decoration:none;border-radius:6px">${t('mailControl.digest.open')}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;color:${MUTED}">${t('mailControl.digest.settings', { url: settings })}</p>`,
    `<p style="margin:0 0 16px">${t('mailControl.digest.signOff').replace('\n', '<br>')}</p>`,
    `</div>`,
  ].join('\n');
}

/**
 * One seller's digest of `day`, exactly once (decision 060): the settings row is locked, so a
 * second runner waits and then sees the day already stored; the mail's dedupe key (user and day)
 * and the items' deletion commit with it, so a restart finds nothing left to send.
 */
async function sendDigest(db: Db, siteUrl: string, userId: string, day: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marker = await lockDigestMarker(tx, userId);
    if (!marker || marker.newRequests !== 'digest') return false;
    if (marker.lastDigestOn && marker.lastDigestOn >= day) return false;
    const lines = await digestRequests(tx, userId);
    if (lines.length === 0) return false;
    const count = lines.length;
    const queued = await enqueueMailOnce(
      tx,
      {
        to: marker.email,
        recipientType: 'seller',
        templateType: 'new_requests_digest',
        language: marker.language,
        variables: {},
        direct: {
          subject: mailControlText(marker.language, 'mailControl.digest.subject', { count }),
          html: digestHtml(marker.language, siteUrl, lines),
        },
        preheader: mailControlText(marker.language, 'mailControl.digest.preheader', { count }),
        unsubscribe: { userId, category: 'new_requests' },
      },
      `digest:${userId}:${day}`,
    );
    await markDigestSent(
      tx,
      userId,
      lines.map((l) => l.id),
      day,
      now,
    );
    return queued;
  });
}

/** The schedule's run: every seller whose digest of today is due, from DIGEST_HOUR German time. */
export async function runDigests(db: Db, siteUrl: string, now: Date = new Date()): Promise<number> {
  if (germanHour(now) < DIGEST_HOUR) return 0;
  const day = germanDay(now);
  let sent = 0;
  for (const userId of await digestUsersDue(db, day)) {
    if (await sendDigest(db, siteUrl, userId, day, now)) sent += 1;
  }
  return sent;
}
