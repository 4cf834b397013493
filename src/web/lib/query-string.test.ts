import { describe, expect, it } from 'vitest';
import { withQuery } from './query-string.ts';

describe('withQuery', () => {
  it('adds the set values and leaves out empty ones', () => {
    expect(withQuery('/x', { q: 'a b', page: 2, urgency: '', status: undefined, all: false })).toBe(
      '/x?q=a+b&page=2&all=false',
    );
  });
  it('returns the bare path without values', () => {
    expect(withQuery('/x')).toBe('/x');
    expect(withQuery('/x', { q: '' })).toBe('/x');
  });
});
