import { describe, expect, it } from 'vitest';
import { PART_KEY_CASES } from './part-number-cases.ts';
import { partKey } from './part-number.ts';

describe('part-number keys (issue 30, decision 046)', () => {
  it('has at least 150 cases', () => expect(PART_KEY_CASES.length).toBeGreaterThanOrEqual(150));
  it.each(PART_KEY_CASES)('%j → %j (%s)', (typed, key) => {
    expect(partKey(typed)).toBe(key);
  });
  it('reads null and undefined as no number', () => {
    expect(partKey(null)).toBe('');
    expect(partKey(undefined)).toBe('');
  });
  it('gives the type code and the material number of one nameplate different keys', () => {
    expect(partKey('A10VSO 45 DFR1/31R-PPA12N00')).not.toBe(partKey('R902400215'));
  });
});
