import type { Ctx } from '#server/ctx.ts';
import * as repo from './repository.ts';

/** de and en are built in and always offered; the table adds its active languages. */
export async function listLanguages({ ctx }: { ctx: Ctx<null> }): Promise<string[]> {
  const fromTable = await repo.activeLanguages(ctx.db);
  return [...new Set(['de', 'en', ...fromTable])];
}

/** The active overrides of one language, key → text (spec 1 §4). */
export function languageOverrides({ ctx, input }: { ctx: Ctx<null>; input: { language: string } }) {
  return repo.activeTranslations(ctx.db, input.language);
}
