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

/**
 * Fills placeholders; unknown ones become empty. `raw` names values that are trusted markup
 * (the template's own CSS), everything else is escaped.
 */
export function fillPlaceholders(
  template: string,
  values: TemplateValues,
  raw: readonly string[] = [],
): string {
  return template.replace(PLACEHOLDER, (_m, name: string) => {
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
