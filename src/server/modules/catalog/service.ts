import type { Ctx } from '#server/ctx.ts';
import * as repo from './repository.ts';
import { toBrandView, toCountryView, toPaymentTermView } from './views.ts';

/** Public reference data for the signup and request forms: active rows only. */
export async function listCountries({ ctx }: { ctx: Ctx<null> }) {
  return (await repo.listActiveCountries(ctx.db)).map(toCountryView);
}

export async function listBrands({ ctx }: { ctx: Ctx<null> }) {
  return (await repo.listActiveBrands(ctx.db)).map(toBrandView);
}

export async function listPaymentTerms({ ctx }: { ctx: Ctx<null> }) {
  return (await repo.listActivePaymentTerms(ctx.db)).map(toPaymentTermView);
}
