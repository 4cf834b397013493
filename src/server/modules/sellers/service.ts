import { type Ctx, companyOf } from '#server/ctx.ts';
import type { SellerProfileView } from '#shared/sellers/schema.ts';
import { AppError } from '#server/errors.ts';
import { findSellerProfile } from './repository.ts';
import { toSellerProfileView } from './views.ts';

/** The signed-in seller's own profile with brands and payment terms. */
export async function getOwnProfile({ ctx }: { ctx: Ctx }): Promise<SellerProfileView> {
  const row = await findSellerProfile(ctx.db, companyOf(ctx));
  if (!row) throw new AppError('NOT_FOUND', 'Verkäuferdaten konnten nicht geladen werden');
  return toSellerProfileView(row);
}
