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

describe('sections without a value (issue 13)', () => {
  it('drops a marked element whose values are all empty, nested tags included', () => {
    const html =
      '<table><tr data-if="po"><td>PO:</td><td>{{po}}</td></tr><tr><td>Nr.</td></tr></table>' +
      '<div data-if="a b"><div>A {{a}}</div><div>B {{b}}</div></div><p>end</p>';
    expect(fillPlaceholders(html, { po: '', a: null })).toBe(
      '<table><tr><td>Nr.</td></tr></table><p>end</p>',
    );
    expect(fillPlaceholders(html, { po: 'X-1', b: 'y' })).toBe(
      '<table><tr data-if="po"><td>PO:</td><td>X-1</td></tr><tr><td>Nr.</td></tr></table>' +
        '<div data-if="a b"><div>A </div><div>B y</div></div><p>end</p>',
    );
  });
});
