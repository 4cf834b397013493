import { describe, expect, it } from 'vitest';
import { penalty, QR_TOO_LONG, qrMatrix, qrSvgPath } from './qr-code.ts';
import { QR_CASES } from './qr-cases.ts';

const rows = (m: boolean[][]) => m.map((row) => row.map((d) => (d ? '1' : '0')).join(''));

describe('QR encoder (issue 34, decision 061)', () => {
  it.each(QR_CASES.map((c) => [c.version, c.mask, c.text.slice(0, 30), c] as const))(
    'version %i, mask %i (%s…) equals the other encoder module for module',
    (_v, _m, _t, c) => {
      expect(rows(qrMatrix(c.text, c.mask))).toEqual(c.rows);
    },
  );

  it('picks the mask with the lowest penalty among the eight', () => {
    const text = QR_CASES.find((c) => c.version === 8)!.text;
    const chosen = penalty(qrMatrix(text));
    for (let k = 0; k < 8; k++) expect(chosen).toBeLessThanOrEqual(penalty(qrMatrix(text, k)));
  });

  it('refuses text past version 10 and draws an SVG path with a quiet zone', () => {
    expect(() => qrMatrix('x'.repeat(214))).toThrow(QR_TOO_LONG);
    const { path, size } = qrSvgPath(qrMatrix('HydroParts'));
    expect(size).toBe(21 + 8);
    // The top-left finder's corner module sits at (4, 4), inside the quiet zone's edge.
    expect(path.startsWith('M4,4h1v1h-1z')).toBe(true);
  });
});
