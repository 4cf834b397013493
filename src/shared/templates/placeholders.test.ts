import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholdersIn, withCamelCase } from './placeholders.ts';

describe('template placeholders', () => {
  it('fills {{name}} and escapes HTML in values', () => {
    expect(fillPlaceholders('<p>{{ part_number }}</p>', { part_number: '<script>x</script>' })).toBe(
      '<p>&lt;script&gt;x&lt;/script&gt;</p>',
    );
  });
  it('leaves trusted values raw and unknown placeholders empty', () => {
    expect(
      fillPlaceholders('<style>{{css_styles}}</style>{{missing}}', { css_styles: 'a>b{}' }, ['css_styles']),
    ).toBe('<style>a>b{}</style>');
  });
  it('lists placeholders and offers camelCase twins', () => {
    expect(placeholdersIn('{{a}} {{order_number}} {{a}}')).toEqual(['a', 'order_number']);
    expect(withCamelCase({ order_number: 'SS1' })).toEqual({ order_number: 'SS1', orderNumber: 'SS1' });
  });
});
