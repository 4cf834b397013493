import { queueVatCheck } from '#server/modules/vat-ids/checks.ts';
import { findVatCheck } from '#server/modules/vat-ids/read.ts';
import { type Ctx, companyOf } from '#server/ctx.ts';
import type { SellerProfileView, SellerSettingsInput } from '#shared/sellers/schema.ts';
import { AppError } from '#server/errors.ts';
import { findSellerProfile } from '#server/modules/sellers/read.ts';
import { toSellerProfileView } from '#server/modules/sellers/views.ts';
import * as repo from './repository.ts';
import type { SellerRegions, SellerRegionsInput } from '#shared/regions/regions.ts';
import type { SellerWidening } from '#shared/requests/widening.ts';

export const BRANDS_NOT_SAVED = 'Hersteller-Präferenzen konnten nicht gespeichert werden';
export const PROFILE_NOT_FOUND =
  'Firmenprofil konnte nicht geladen werden. Bitte wenden Sie sich an den Support';

/**
 * Profile, brand preferences and accepted payment terms are saved together or not at all, so the
 * relevance of requests never runs on half-saved preferences.
 */
export async function saveSettings({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: SellerSettingsInput;
}): Promise<SellerProfileView> {
  const sellerId = companyOf(ctx);
  const brandIds = [...new Set(input.brandIds)];
  const termIds = [...new Set(input.paymentTermIds)];
  await ctx.db.transaction(async (tx) => {
    if ((await repo.countActiveBrands(tx, brandIds)) !== brandIds.length) {
      throw new AppError('VALIDATION', BRANDS_NOT_SAVED, { reason: 'UNKNOWN_BRAND' });
    }
    if ((await repo.countActivePaymentTerms(tx, termIds)) !== termIds.length) {
      throw new AppError('VALIDATION', BRANDS_NOT_SAVED, { reason: 'UNKNOWN_PAYMENT_TERM' });
    }
    const before = await findVatCheck(tx, sellerId);
    if (!(await repo.updateProfile(tx, sellerId, input))) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
    // Issue 32: a changed VAT id loses its VIES answer and is asked again.
    if (before && before.vatNumber !== input.vatNumber) await queueVatCheck(tx, sellerId, true);
    await repo.replaceBrands(tx, sellerId, brandIds);
    await repo.replacePaymentTerms(tx, sellerId, termIds);
  });
  const saved = await findSellerProfile(ctx.db, sellerId);
  if (!saved) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
  return toSellerProfileView(saved);
}

/** The regions a seller delivers to (issue 30); an empty list is everywhere. */
export async function getRegions({ ctx }: { ctx: Ctx }): Promise<SellerRegions> {
  return { regions: await repo.regionsOf(ctx.db, companyOf(ctx)) };
}

/**
 * Replaces the seller's regions in one transaction. The stored audience needs no maintenance:
 * the seller's lists read their regions in the same statement (decision 009).
 */
export async function saveRegions({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: SellerRegionsInput;
}): Promise<SellerRegions> {
  await ctx.db.transaction(async (tx) => {
    if (!(await findSellerProfile(tx, companyOf(ctx)))) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
    await repo.replaceRegions(tx, companyOf(ctx), input.regions);
  });
  return getRegions({ ctx });
}

/** The seller's setting 'Anfragen über meine Marken hinaus, wenn wenige Angebote kommen' (default off). */
export async function getWidening({ ctx }: { ctx: Ctx }): Promise<SellerWidening> {
  return { optIn: await repo.wideningOptIn(ctx.db, companyOf(ctx)) };
}

/**
 * Opts in or out. The stored audience needs no maintenance: the seller's lists read the opt-in
 * with their brands in the same statement (the WIDE key, decision 053); requests widened before
 * an opt-in reach the seller at once, and told sellers stay told.
 */
export async function saveWidening({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: SellerWidening;
}): Promise<SellerWidening> {
  await ctx.db.transaction(async (tx) => {
    if (!(await findSellerProfile(tx, companyOf(ctx)))) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
    await repo.setWideningOptIn(tx, companyOf(ctx), input.optIn);
  });
  return getWidening({ ctx });
}
