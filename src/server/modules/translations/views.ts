import type { TranslationView } from '#shared/admin/translations.ts';
import type { TranslationRow } from './repository.ts';

export function toTranslationView(t: TranslationRow): TranslationView {
  return {
    id: t.id,
    key: t.key,
    value: t.value,
    description: t.description,
    language: t.language,
    category: t.category,
    isActive: t.isActive,
    updatedAt: t.updatedAt.toISOString(),
  };
}
