import { describe, expect, it } from 'vitest';
import { withParam, withQuery } from './query-string.ts';

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

describe('withParam', () => {
  it('sets or removes one param and keeps the others, without changing the given params', () => {
    const params = new URLSearchParams('tab=orders&request=1');
    expect(withParam(params, 'tab', 'profile').toString()).toBe('tab=profile&request=1');
    expect(withParam(params, 'request', null).toString()).toBe('tab=orders');
    expect(params.toString()).toBe('tab=orders&request=1');
  });
});
