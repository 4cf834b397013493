/**
 * Building blocks of the seeded e-mail templates. Mail clients ignore <style> blocks, so every
 * style is inline; the result is stored as plain HTML and stays editable in the admin area.
 */

export type SeedLanguage = 'de' | 'en';
/** Languages the mails are written in: the seed's first two plus French, Spanish and Italian. */
export type MailLanguage = SeedLanguage | 'fr' | 'es' | 'it';

const BRAND_COLOR = '#0b4f8a';
const MUTED = '#6b7280';

const TAGLINE: Record<MailLanguage, string> = {
  de: 'B2B-Marktplatz für Hydraulik-Ersatzteile',
  en: 'B2B marketplace for hydraulic spare parts',
  fr: 'Place de marché B2B des pièces de rechange hydrauliques',
  es: 'Marketplace B2B de recambios hidráulicos',
  it: 'Marketplace B2B di ricambi idraulici',
};

const SIGN_OFF: Record<MailLanguage, string> = {
  de: 'Mit freundlichen Grüßen<br>Ihr HydroParts-Team',
  en: 'Kind regards<br>Your HydroParts team',
  fr: 'Cordialement,<br>L’équipe HydroParts',
  es: 'Atentamente,<br>El equipo de HydroParts',
  it: 'Cordiali saluti<br>Il team HydroParts',
};

export function paragraph(html: string): string {
  return `<p style="margin:0 0 16px">${html}</p>`;
}

export function small(html: string): string {
  return `<p style="margin:0 0 16px;font-size:13px;color:${MUTED}">${html}</p>`;
}

export function heading(text: string): string {
  return `<h2 style="margin:24px 0 8px;font-size:16px;color:${BRAND_COLOR}">${text}</h2>`;
}

export function button(href: string, label: string): string {
  return (
    `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 24px;` +
    `background:${BRAND_COLOR};color:#ffffff;font-weight:bold;text-decoration:none;border-radius:6px">${label}</a></p>`
  );
}

/** The raw address under a button, for clients that block buttons. */
export function fallbackLink(intro: string, href: string): string {
  return small(`${intro}<br><a href="${href}" style="color:${BRAND_COLOR};word-break:break-all">${href}</a>`);
}

/** Label/value rows; values are placeholders, so a missing one leaves an empty cell, not broken text. */
export function facts(rows: readonly (readonly [string, string])[]): string {
  const body = rows
    .map(([label, value]) => {
      // A row whose value is one placeholder is left out when that value is empty (issue 13).
      const only = /^\{\{(\w+)\}\}$/.exec(value)?.[1];
      const when = only ? ` data-if="${only}"` : '';
      return (
        `  <tr${when}><td style="padding:6px 16px 6px 0;color:${MUTED};vertical-align:top;white-space:nowrap">${label}</td>` +
        `<td style="padding:6px 0;font-weight:bold;white-space:pre-line">${value}</td></tr>`
      );
    })
    .join('\n');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px;border-collapse:collapse">\n${body}\n</table>`;
}

export function quote(html: string): string {
  return `<div style="margin:0 0 16px;padding:12px 16px;background:#f3f4f6;border-radius:6px;white-space:pre-wrap">${html}</div>`;
}

export function list(items: readonly string[]): string {
  return `<ol style="margin:0 0 16px;padding-left:20px">\n${items.map((i) => `  <li style="margin:0 0 8px">${i}</li>`).join('\n')}\n</ol>`;
}

/** Wraps the body blocks in the common frame: logo line, content, sign-off, footer. */
export function mail(
  lang: MailLanguage,
  blocks: readonly string[],
  opts: { signOff?: boolean } = {},
): string {
  const signOff = opts.signOff === false ? [] : [paragraph(SIGN_OFF[lang])];
  return [
    `<div style="max-width:600px;margin:0 auto;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.55;color:#1f2937">`,
    `<div style="margin:0 0 24px;padding:0 0 12px;border-bottom:3px solid ${BRAND_COLOR}">` +
      `<strong style="font-size:20px;color:${BRAND_COLOR}">HydroParts</strong><br>` +
      `<span style="font-size:12px;color:${MUTED}">${TAGLINE[lang]}</span></div>`,
    ...blocks,
    ...signOff,
    `<div style="margin-top:32px;padding-top:12px;border-top:1px solid #e5e7eb;font-size:12px;color:${MUTED}">` +
      `HydroParts – ${TAGLINE[lang]} · <a href="{{site_url}}" style="color:${MUTED}">{{site_url}}</a></div>`,
    `</div>`,
  ].join('\n');
}
