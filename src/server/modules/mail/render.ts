import { fillPlaceholders, type TemplateValues } from '#shared/templates/placeholders.ts';
import type { MessageTemplateRow } from './repository.ts';

/**
 * A template filled with a mail's values: the subject as plain text, the body with every value
 * escaped; or the required variables that have no value (spec 2 §5: retrying cannot supply them).
 */
export function renderWith(
  template: MessageTemplateRow,
  variables: TemplateValues,
): { subject: string; body: string } | { missing: string[] } {
  const missing = template.templateVariables
    .filter(
      (v) =>
        v.required &&
        (variables[v.name] === undefined || variables[v.name] === null || variables[v.name] === ''),
    )
    .map((v) => v.name);
  if (missing.length > 0) return { missing };
  return {
    subject: fillPlaceholders(template.title, variables, Object.keys(variables)),
    body: fillPlaceholders(template.content, variables),
  };
}
