import { queueVatCheck } from '#server/modules/vat-ids/checks.ts';
import { findVatCheck } from '#server/modules/vat-ids/read.ts';
import { type Ctx, companyOf } from '#server/ctx.ts';
import type {
  BuyerProfileView,
  UpdateBuyerCompanyInput,
  UpdateBuyerPersonalInput,
} from '#shared/buyers/schema.ts';
import type { BuyerCharts, BuyerChartsQuery } from '#shared/charts/schema.ts';
import { AppError } from '#server/errors.ts';
import * as repo from './repository.ts';
import { toBuyerChartMonth, toBuyerProfileView } from './views.ts';

const PROFILE_NOT_LOADED = 'Profil konnte nicht geladen werden';

/** The signed-in buyer's own profile; nobody else's is reachable (the id is ctx.user's). */
export async function getOwnProfile({ ctx }: { ctx: Ctx }): Promise<BuyerProfileView> {
  const row = await repo.findBuyerProfile(ctx.db, companyOf(ctx));
  if (!row) throw new AppError('NOT_FOUND', PROFILE_NOT_LOADED);
  return toBuyerProfileView(row);
}

export async function updatePersonal({ ctx, input: b }: { ctx: Ctx; input: UpdateBuyerPersonalInput }) {
  return update(ctx, {
    firstName: b.firstName,
    lastName: b.lastName,
    phone: b.phone,
    position: b.position,
    department: b.department,
  });
}

export async function updateCompany({ ctx, input: b }: { ctx: Ctx; input: UpdateBuyerCompanyInput }) {
  const before = await findVatCheck(ctx.db, companyOf(ctx));
  const view = await update(ctx, {
    company: b.company,
    vatNumber: b.vatNumber,
    taxNumber: b.taxNumber,
    billingAddress: b.billingAddress,
    shippingAddress: b.shippingAddress,
  });
  // Issue 32: a changed VAT id loses its VIES answer and is asked again.
  if (before && before.vatNumber !== b.vatNumber) {
    await queueVatCheck(ctx.db, companyOf(ctx), true);
    ctx.deps.jobs.nudge();
  }
  return view;
}

async function update(ctx: Ctx, values: repo.BuyerProfileChanges): Promise<BuyerProfileView> {
  const ok = await repo.updateBuyerProfile(ctx.db, companyOf(ctx), values);
  if (!ok) throw new AppError('NOT_FOUND', PROFILE_NOT_LOADED);
  return getOwnProfile({ ctx });
}

/** The signed-in buyer's dashboard charts (issue 35): its own orders and requests only. */
export async function getCharts({ ctx, input }: { ctx: Ctx; input: BuyerChartsQuery }): Promise<BuyerCharts> {
  const rows = await repo.buyerChartMonths(ctx.db, companyOf(ctx), input.months);
  return { months: rows.map(toBuyerChartMonth) };
}
