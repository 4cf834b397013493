import {
  COUNTRY_IN_USE_MESSAGE,
  PAYMENT_TERM_IN_USE_MESSAGE,
  type CountryInput,
} from '../../../../shared/admin/catalog.ts';
import { AppError } from '../../../errors.ts';
import { auditedWrite, type AdminWriteCtx } from '../audited-write.ts';
import * as repo from './repository.ts';

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

export const createCountry = async (ctx: AdminWriteCtx, input: CountryInput) =>
  (await auditedWrite(ctx, { ...country, action: 'create', write: (tx) => repo.insertCountry(tx, input) }))!;

export const updateCountry = async (ctx: AdminWriteCtx, id: string, input: CountryInput) =>
  (await auditedWrite(ctx, {
    ...country,
    action: 'update',
    load: (tx) => repo.findCountry(tx, id),
    write: (tx) => repo.updateCountry(tx, id, input),
  }))!;

export const toggleCountry = async (ctx: AdminWriteCtx, id: string) =>
  (await auditedWrite(ctx, {
    ...country,
    action: 'toggle',
    load: (tx) => repo.findCountry(tx, id),
    write: (tx, before) => repo.updateCountry(tx, id, { isActive: !before!.isActive }),
  }))!;

/** A country named in an address stays (deactivate it instead): 409, nothing changes. */
export const deleteCountry = (ctx: AdminWriteCtx, id: string) =>
  auditedWrite(ctx, {
    ...country,
    action: 'delete',
    load: (tx) => repo.findCountry(tx, id),
    write: async (tx, before) => {
      if (await repo.countryInUse(tx, before!.name)) throw new AppError('CONFLICT', COUNTRY_IN_USE_MESSAGE);
      await repo.deleteCountry(tx, id);
      return null;
    },
  });

export const createBrand = async (ctx: AdminWriteCtx, input: { name: string; description: string | null }) =>
  (await auditedWrite(ctx, { ...brand, action: 'create', write: (tx) => repo.insertBrand(tx, input) }))!;

export const updateBrand = async (
  ctx: AdminWriteCtx,
  id: string,
  input: { name: string; description: string | null },
) =>
  (await auditedWrite(ctx, {
    ...brand,
    action: 'update',
    load: (tx) => repo.findBrand(tx, id),
    write: (tx) => repo.updateBrand(tx, id, input),
  }))!;

export const toggleBrand = async (ctx: AdminWriteCtx, id: string) =>
  (await auditedWrite(ctx, {
    ...brand,
    action: 'toggle',
    load: (tx) => repo.findBrand(tx, id),
    write: (tx, before) => repo.updateBrand(tx, id, { isActive: !before!.isActive }),
  }))!;

export const deleteBrand = (ctx: AdminWriteCtx, id: string) =>
  auditedWrite(ctx, {
    ...brand,
    action: 'delete',
    load: (tx) => repo.findBrand(tx, id),
    write: async (tx) => {
      await repo.deleteBrand(tx, id);
      return null;
    },
  });

type TermValues = { name: string; description: string | null; days: number; isActive: boolean };

export const createPaymentTerm = async (ctx: AdminWriteCtx, input: TermValues) =>
  (await auditedWrite(ctx, { ...term, action: 'create', write: (tx) => repo.insertPaymentTerm(tx, input) }))!;

export const updatePaymentTerm = async (ctx: AdminWriteCtx, id: string, input: TermValues) =>
  (await auditedWrite(ctx, {
    ...term,
    action: 'update',
    load: (tx) => repo.findPaymentTerm(tx, id),
    write: (tx) => repo.updatePaymentTerm(tx, id, input),
  }))!;

/** Orders keep their payment term (business records); a term they use is deactivated instead. */
export const deletePaymentTerm = (ctx: AdminWriteCtx, id: string) =>
  auditedWrite(ctx, {
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
