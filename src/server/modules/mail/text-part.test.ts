import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { messageTemplates } from '#server/db/schema/messaging.ts';
import { fillPlaceholders } from '#shared/templates/placeholders.ts';
import { htmlToText } from './send-job.ts';

/*
 * Decision 060: the text part of every stored template reads like a letter — each label and its
 * value on one line as 'Bestellnummer: HP-2026-0001', paragraphs apart, links with their address.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const strip = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

describe('the text part of every template', () => {
  it('separates every label from its value and keeps rows, paragraphs and links apart', async () => {
    const rows = await t.database.db.select().from(messageTemplates);
    expect(rows.length).toBeGreaterThan(50);
    let pairs = 0;
    for (const tpl of rows) {
      // Every variable a value of its own, so a value that ran into its label would show.
      const values = Object.fromEntries(
        [...tpl.content.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => [m[1]!, `Wert-${m[1]}`]),
      );
      values.site_url = 'https://hydroparts.example';
      const html = fillPlaceholders(tpl.content, values);
      const text = htmlToText(html);
      const where = `${tpl.type}/${tpl.recipientType}/${tpl.language}`;
      expect(text, where).not.toMatch(/<[a-z/][^>]*>/i);
      expect(text, where).not.toMatch(/&(amp|lt|gt|quot|nbsp);/);
      for (const [, label = '', value = ''] of html.matchAll(
        /<tr\b[^>]*>\s*<t[dh]\b[^>]*>([\s\S]*?)<\/t[dh]>\s*<t[dh]\b[^>]*>([\s\S]*?)<\/t[dh]>\s*<\/tr>/gi,
      )) {
        const l = strip(label);
        const v = strip(value).split('\n')[0]!;
        if (!l || !v) continue;
        pairs += 1;
        const sep = l.endsWith(':') ? ' ' : ': ';
        expect(text, `${where}: ${l}`).toContain(`${l}${sep}${v.slice(0, 20)}`);
      }
      // No line ends in a label's colon with its value glued to the next word.
      for (const line of text.split('\n')) expect(line, where).not.toMatch(/[a-zäöü]Wert-/);
      // Paragraphs are apart: the greeting is not on the line of what follows.
      expect(text.split('\n').length, where).toBeGreaterThan(3);
    }
    expect(pairs).toBeGreaterThan(100);
  });

  it('reads an order’s facts as a letter', () => {
    const html =
      '<p>Guten Tag,</p><table><tr><td>Bestellnummer</td><td>HP-2026-0001</td></tr>\n' +
      '<tr><td>Lieferadresse</td><td style="white-space:pre-line">Musterweg 1\n70173 Stuttgart</td></tr></table>' +
      '<p><a href="https://x.example/a?b=1&amp;c=2">Bestellung ansehen</a></p><ol><li>Eins</li><li>Zwei</li></ol>';
    expect(htmlToText(html)).toBe(
      [
        'Guten Tag,',
        '',
        'Bestellnummer: HP-2026-0001',
        'Lieferadresse: Musterweg 1',
        '70173 Stuttgart',
        '',
        'Bestellung ansehen (https://x.example/a?b=1&c=2)',
        '',
        '- Eins',
        '- Zwei',
      ].join('\n'),
    );
  });
});
