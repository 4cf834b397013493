import {
  COUNTRY_IN_USE_MESSAGE,
  PAYMENT_TERM_IN_USE_MESSAGE,
  type CountryInput,
} from '#shared/admin/catalog.ts';
import type { Ctx } from '#server/ctx.ts';
import { AppError } from '#server/errors.ts';
import { asAdmin, auditedWrite } from '#server/modules/admin/audited-write.ts';
import * as repo from './repository.ts';
import { toBrandView, toCountryView, toPaymentTermView } from './views.ts';

/* Every write is one audited transaction in the admin's name (DESIGN.md §5, asAdmin). */
const byId = (r: { id: string }) => r.id;
const country = {
  entity: 'country',
  id: byId,
  notFound: 'Land nicht gefunden',
  conflict: 'Ein Land mit diesem Ländercode existiert bereits',
};
const brand = {
  entity: 'brand',
  id: byId,
  notFound: 'Hersteller nicht gefunden',
  conflict: 'Ein Hersteller mit diesem Namen existiert bereits',
};
const term = { entity: 'payment_term', id: byId, notFound: 'Zahlungsbedingung nicht gefunden' };

type Op<I> = { ctx: Ctx; input: I };
type ById = { id: string };
type BrandValues = { name: string; description: string | null };
type TermValues = {
  name: string;
  description: string | null;
  days: number;
  skontoPercent: number | null;
  skontoDays: number | null;
  isActive: boolean;
};

// Countries
export const listCountries = async ({ ctx }: { ctx: Ctx }) =>
  (await repo.listCountries(ctx.db)).map(toCountryView);

export const createCountry = async ({ ctx, input }: Op<CountryInput>) =>
  toCountryView(
    (await auditedWrite(asAdmin(ctx), {
      ...country,
      action: 'create',
      write: (tx) => repo.insertCountry(tx, input),
    }))!,
  );

export const updateCountry = async ({ ctx, input: { id, ...values } }: Op<ById & CountryInput>) =>
  toCountryView(
    (await auditedWrite(asAdmin(ctx), {
      ...country,
      action: 'update',
      load: (tx) => repo.findCountry(tx, id),
      write: (tx) => repo.updateCountry(tx, id, values),
    }))!,
  );

export const toggleCountry = async ({ ctx, input: { id } }: Op<ById>) =>
  toCountryView(
    (await auditedWrite(asAdmin(ctx), {
      ...country,
      action: 'toggle',
      load: (tx) => repo.findCountry(tx, id),
      write: (tx, before) => repo.updateCountry(tx, id, { isActive: !before!.isActive }),
    }))!,
  );

/** A country named in an address stays (deactivate it instead): 409, nothing changes. */
export const deleteCountry = async ({ ctx, input: { id } }: Op<ById>) => {
  await auditedWrite(asAdmin(ctx), {
    ...country,
    action: 'delete',
    load: (tx) => repo.findCountry(tx, id),
    write: async (tx, before) => {
      if (await repo.countryInUse(tx, before!.name)) throw new AppError('CONFLICT', COUNTRY_IN_USE_MESSAGE);
      await repo.deleteCountry(tx, id);
      return null;
    },
  });
};

// Manufacturers
export const listBrands = async ({ ctx }: { ctx: Ctx }) =>
  (await repo.listBrandsWithSellers(ctx.db)).map((b) => toBrandView(b.brand, b.sellerCompanies));

export const createBrand = async ({ ctx, input }: Op<BrandValues>) =>
  toBrandView(
    (await auditedWrite(asAdmin(ctx), {
      ...brand,
      action: 'create',
      write: (tx) => repo.insertBrand(tx, input),
    }))!,
  );

export const updateBrand = async ({ ctx, input: { id, ...values } }: Op<ById & BrandValues>) =>
  toBrandView(
    (await auditedWrite(asAdmin(ctx), {
      ...brand,
      action: 'update',
      load: (tx) => repo.findBrand(tx, id),
      write: (tx) => repo.updateBrand(tx, id, values),
    }))!,
  );

export const toggleBrand = async ({ ctx, input: { id } }: Op<ById>) =>
  toBrandView(
    (await auditedWrite(asAdmin(ctx), {
      ...brand,
      action: 'toggle',
      load: (tx) => repo.findBrand(tx, id),
      write: (tx, before) => repo.updateBrand(tx, id, { isActive: !before!.isActive }),
    }))!,
  );

export const deleteBrand = async ({ ctx, input: { id } }: Op<ById>) => {
  await auditedWrite(asAdmin(ctx), {
    ...brand,
    action: 'delete',
    load: (tx) => repo.findBrand(tx, id),
    write: async (tx) => {
      await repo.deleteBrand(tx, id);
      return null;
    },
  });
};

// Payment terms
export const listPaymentTerms = async ({ ctx }: { ctx: Ctx }) =>
  (await repo.listPaymentTerms(ctx.db)).map(toPaymentTermView);

export const createPaymentTerm = async ({ ctx, input }: Op<TermValues>) =>
  toPaymentTermView(
    (await auditedWrite(asAdmin(ctx), {
      ...term,
      action: 'create',
      write: (tx) => repo.insertPaymentTerm(tx, input),
    }))!,
  );

export const updatePaymentTerm = async ({ ctx, input: { id, ...values } }: Op<ById & TermValues>) =>
  toPaymentTermView(
    (await auditedWrite(asAdmin(ctx), {
      ...term,
      action: 'update',
      load: (tx) => repo.findPaymentTerm(tx, id),
      write: (tx) => repo.updatePaymentTerm(tx, id, values),
    }))!,
  );

/** Orders keep their payment term (business records); a term they use is deactivated instead. */
export const deletePaymentTerm = async ({ ctx, input: { id } }: Op<ById>) => {
  await auditedWrite(asAdmin(ctx), {
    ...term,
    action: 'delete',
    load: (tx) => repo.findPaymentTerm(tx, id),
    write: async (tx) => {
      if (await repo.paymentTermUsedByOrders(tx, id))
        throw new AppError('CONFLICT', PAYMENT_TERM_IN_USE_MESSAGE);
      await repo.deletePaymentTerm(tx, id);
      return null;
    },
  });
};
