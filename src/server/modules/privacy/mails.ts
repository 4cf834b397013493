import type { Db } from '#server/db/client.ts';
import { enqueueMail } from '#server/modules/mail/outbox.ts';
import { privacyDe, type PrivacyTextKey } from '#shared/i18n/features/privacy.de.ts';
import { privacyEn } from '#shared/i18n/features/privacy.en.ts';
import { privacyEs } from '#shared/i18n/features/privacy.es.ts';
import { privacyFr } from '#shared/i18n/features/privacy.fr.ts';
import { privacyIt } from '#shared/i18n/features/privacy.it.ts';
import { formatDate } from '#shared/format/german.ts';
import { localeFor } from '#shared/i18n/languages.ts';
import { escapeHtml } from '#shared/templates/placeholders.ts';

/** The privacy mails (decision 052), in the account's language, sent as they are ('direct'). */

const TEXTS: Record<string, Record<PrivacyTextKey, string>> = {
  de: privacyDe,
  en: privacyEn,
  fr: privacyFr,
  es: privacyEs,
  it: privacyIt,
};

type Kind = 'exportReady' | 'erasureRequested' | 'erasureCancelled';

export async function enqueuePrivacyMail(
  tx: Db,
  to: { email: string; language: string; role: 'buyer' | 'seller' },
  kind: Kind,
  opts: { date?: Date; siteUrl: string },
): Promise<void> {
  const texts = TEXTS[to.language] ?? privacyDe;
  const link = `${opts.siteUrl}/${to.role === 'buyer' ? 'buyer' : 'seller'}-dashboard?tab=privacy`;
  const date = opts.date ? formatDate(opts.date, localeFor(to.language)) : '';
  const body = texts[`privacy.mail.${kind}.body`].replace('{{date}}', date).replace('{{link}}', link);
  await enqueueMail(tx, {
    to: to.email,
    recipientType: to.role,
    templateType: 'direct',
    language: to.language,
    variables: {},
    direct: { subject: texts[`privacy.mail.${kind}.subject`], html: `<p>${escapeHtml(body)}</p>` },
  });
}
