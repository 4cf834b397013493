/**
 * Writes a digest mail as the worker frames it (decision 060) — HTML and text part — for a look
 * in a browser: `npx tsx scripts/mail/digest-preview.ts <dir>`; no database needed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { digestHtml } from '#server/modules/notifications/digest.ts';
import { htmlToText, layout } from '#server/modules/mail/send-job.ts';
import { unsubscribeUrl } from '#server/modules/notification-settings/token.ts';
import { mailControlText } from '#shared/notifications/texts.ts';
import { TEST_COMPANY } from '#server/test/billing-company.ts';

const dir = process.argv[2] ?? '.';
const site = 'https://hydroparts.example';
const lines = [
  { partNumber: '0160 D 010 BN4HC', manufacturer: 'HYDAC', quantity: 3, urgency: 'dringend' as const },
  {
    partNumber: 'A10VSO 71 DFR1/31R-PPA12N00',
    manufacturer: 'Bosch Rexroth',
    quantity: 1,
    urgency: 'hoch' as const,
  },
  { partNumber: 'PV046R1K1T1NMMC', manufacturer: 'Parker Hannifin', quantity: 2, urgency: 'normal' as const },
  { partNumber: '4WE 6 D62/EG24N9K4', manufacturer: null, quantity: 10, urgency: 'niedrig' as const },
];
for (const language of ['de', 'it']) {
  const count = lines.length;
  const html = layout(digestHtml(language, site, lines), {
    subject: mailControlText(language, 'mailControl.digest.subject', { count }),
    language,
    preheader: mailControlText(language, 'mailControl.digest.preheader', { count }),
    legalNote: undefined,
    company: TEST_COMPANY,
    unsubscribeUrl: unsubscribeUrl(
      site,
      'preview-secret',
      '7b0e5f8e-3c1a-4d2b-9f00-5a6b7c8d9e0f',
      'new_requests',
    ),
  });
  writeFileSync(join(dir, `digest-${language}.html`), html);
  writeFileSync(join(dir, `digest-${language}.txt`), htmlToText(html) + '\n');
}
