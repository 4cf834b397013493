import { expect } from '@playwright/test';

export const MAIL_SINK_HTTP_PORT = Number(process.env.E2E_PORT ?? 3100) + 2000;

/** Quoted-printable as nodemailer writes it: soft line breaks and =XX bytes (UTF-8). */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Waits for the verification mail to `email` and returns its link (as the user would click it). */
export async function verificationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`http://127.0.0.1:${MAIL_SINK_HTTP_PORT}/?to=${encodeURIComponent(email)}`);
        const { messages } = (await res.json()) as { messages: string[] };
        for (const raw of messages) {
          const text = decodeQuotedPrintable(raw).replaceAll('&amp;', '&');
          // The plain-text part writes the link in parentheses; the closing one is not part of it.
          link ??= /https?:\/\/[^\s"'<>()]+\/api\/auth\/verify-email\?[^\s"'<>()]+/.exec(text)?.[0];
        }
        return link;
      },
      { timeout: 30_000, message: `Bestätigungs-E-Mail an ${email}` },
    )
    .toBeTruthy();
  return link!;
}

/** Every mail the sink received for `email`, decoded (issue 14: outcome and lifecycle mails). */
export async function mailsTo(email: string): Promise<string[]> {
  const res = await fetch(`http://127.0.0.1:${MAIL_SINK_HTTP_PORT}/?to=${encodeURIComponent(email)}`);
  const { messages } = (await res.json()) as { messages: string[] };
  return messages.map((raw) => decodeQuotedPrintable(raw));
}

/** The HTML part of a mail as mailsTo() returns it: what a mail program shows. */
export function htmlPart(mail: string): string {
  const at = mail.search(/Content-Type: text\/html/i);
  if (at < 0) throw new Error('Die E-Mail hat keinen HTML-Teil');
  const headersEnd = /\r?\n\r?\n/.exec(mail.slice(at));
  const start = at + (headersEnd ? headersEnd.index + headersEnd[0].length : 0);
  const boundary = /boundary="?([^"\r\n;]+)"?/i.exec(mail)?.[1];
  const end = boundary ? mail.indexOf(`--${boundary}`, start) : -1;
  return mail.slice(start, end < 0 ? undefined : end);
}
