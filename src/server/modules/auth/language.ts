import type { LanguageInput } from '#shared/auth/schema.ts';
import type { Ctx } from '#server/ctx.ts';
import { setUserLanguage } from './repository.ts';

/** Keeps the language the user chose with their account (spec 1 §2 switcher, issue 17). */
export async function setLanguage({ ctx, input }: { ctx: Ctx; input: LanguageInput }): Promise<void> {
  await setUserLanguage(ctx.db, ctx.user.id, input.language);
}
