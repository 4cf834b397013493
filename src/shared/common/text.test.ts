import { describe, expect, it } from 'vitest';
import { isCleanText, text, TEXT_INVALID } from './text.ts';

describe('the shared text rule (issue 18)', () => {
  it.each(['Hydraulikpumpe', 'Grüße – „ok“', '😀 Emoji (Surrogatpaar)', '', 'Zeile\nZeile\tTab'])(
    'accepts %j',
    (s) => {
      expect(isCleanText(s)).toBe(true);
      expect(text().safeParse(s).success).toBe(true);
    },
  );

  it.each(['\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\uDC00\uD800', 'ende\uDBFF'])(
    'refuses %j in German',
    (s) => {
      expect(isCleanText(s)).toBe(false);
      const res = text().safeParse(s);
      expect(res.success).toBe(false);
      expect(res.error!.issues[0]!.message).toBe(TEXT_INVALID);
    },
  );

  it('keeps the string methods after the rule', () => {
    expect(text().trim().min(1).safeParse('  a ').data).toBe('a');
  });
});
