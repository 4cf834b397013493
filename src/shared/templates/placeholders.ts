/** `{{name}}` placeholders (spec 2 §5: double braces, never nested). Values are HTML-escaped. */

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export type TemplateValues = Record<string, string | number | null | undefined>;

const isEmpty = (v: TemplateValues[string]) => v === null || v === undefined || String(v).trim() === '';

const SECTION = /<([a-zA-Z][a-zA-Z0-9]*)\b[^>]*\sdata-if="([^"]*)"[^>]*>/g;

/**
 * Removes every element marked `data-if="name other"` whose named values are all empty, with
 * its label (issue 13: a document shows no label without a value). The element ends at its
 * matching closing tag, nested elements of the same name included.
 */
export function dropEmptySections(template: string, values: TemplateValues): string {
  let out = template;
  for (;;) {
    SECTION.lastIndex = 0;
    let m: RegExpExecArray | null;
    let removed = false;
    while ((m = SECTION.exec(out))) {
      const names = m[2]!.split(/\s+/).filter(Boolean);
      if (!names.every((n) => isEmpty(values[n]))) continue;
      const end = closingTagEnd(out, m[1]!.toLowerCase(), m.index + m[0].length);
      if (end === -1) continue;
      out = out.slice(0, m.index) + out.slice(end);
      removed = true;
      break;
    }
    if (!removed) return out;
  }
}

function closingTagEnd(html: string, tag: string, from: number): number {
  const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
  re.lastIndex = from;
  let depth = 1;
  let m: RegExpExecArray | null;
  while ((m = re.exec(html))) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return -1;
}

/**
 * Fills placeholders; unknown ones become empty; sections marked `data-if` without a value are
 * left out. `raw` names values that are trusted markup (the template's own CSS), everything
 * else is escaped.
 */
export function fillPlaceholders(
  template: string,
  values: TemplateValues,
  raw: readonly string[] = [],
): string {
  return dropEmptySections(template, values).replace(PLACEHOLDER, (_m, name: string) => {
    const v = values[name];
    if (v === null || v === undefined) return '';
    const s = String(v);
    return raw.includes(name) ? s : escapeHtml(s);
  });
}

export function placeholdersIn(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1] as string))];
}

/** snake_case and camelCase forms of every value (spec 2 §3 names both). */
export function withCamelCase(values: TemplateValues): TemplateValues {
  const out: TemplateValues = { ...values };
  for (const [k, v] of Object.entries(values)) {
    out[k.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())] = v;
  }
  return out;
}
