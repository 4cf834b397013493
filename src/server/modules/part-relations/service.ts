import { partKey } from '#shared/catalog/part-number.ts';
import {
  PART_RELATION_CSV_COLUMNS,
  PART_RELATION_EXISTS,
  PART_RELATION_KIND_CSV,
  partRelationInputSchema,
  type KnownPartRelation,
  type PartRelationImportResult,
  type PartRelationInput,
  type PartRelationListQuery,
  type PartRelationView,
} from '#shared/catalog/part-relations.ts';
import type { Page } from '#shared/common/pagination.ts';
import { CsvSyntaxError, parseCsv, restoreFormula, writeCsv } from '#shared/csv/csv.ts';
import { type Ctx, companyOf } from '#server/ctx.ts';
import { AppError } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/record.ts';
import { isVisibleToSeller } from '#server/modules/seller-market/read.ts';
import { INVALID_FILE } from '#server/plugins/csv-upload.ts';
import { knownRelationsOfRequest } from './read.ts';
import * as repo from './repository.ts';

/*
 * Cross-references (issue 30, decision 046): admins keep the table (list, add, delete, CSV in
 * German Excel format), sellers propose, admins confirm or reject. Only confirmed rows reach
 * buyers and sellers, and never who proposed them.
 */

export const RELATION_NOT_FOUND = 'Beziehung nicht gefunden';
export const PROPOSAL_NOT_OPEN = 'Dieser Vorschlag wurde bereits entschieden';
const REQUEST_NOT_FOUND = 'Anfrage nicht gefunden';

function toView(r: repo.PartRelationRow, proposedBySeller: string | null = null): PartRelationView {
  return {
    id: r.id,
    kind: r.kind,
    fromManufacturer: r.fromManufacturer,
    fromPartNumber: r.fromPartNumber,
    toManufacturer: r.toManufacturer,
    toPartNumber: r.toPartNumber,
    status: r.status,
    note: r.note,
    proposedBySeller,
    createdAt: r.createdAt.toISOString(),
  };
}

function rowOf(input: PartRelationInput) {
  return {
    kind: input.kind,
    fromManufacturer: input.fromManufacturer,
    fromPartNumber: input.fromPartNumber,
    fromKey: partKey(input.fromPartNumber),
    toManufacturer: input.toManufacturer,
    toPartNumber: input.toPartNumber,
    toKey: partKey(input.toPartNumber),
    note: input.note,
  };
}

export async function listRelations({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: PartRelationListQuery;
}): Promise<Page<PartRelationView>> {
  const { rows, total } = await repo.listRelations(ctx.db, input);
  return {
    items: rows.map((r) => toView(r.relation, r.proposedBySeller)),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** An admin's relation: confirmed at once. */
export async function createRelation({ ctx, input }: { ctx: Ctx; input: PartRelationInput }) {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.insertRelation(tx, {
      ...rowOf(input),
      status: 'confirmed',
      decidedAt: new Date(),
    });
    if (!row) throw new AppError('CONFLICT', PART_RELATION_EXISTS);
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'part_relation.create',
      entity: 'part_relation',
      entityId: row.id,
      before: null,
      after: toView(row),
    });
    return toView(row);
  });
}

/** A seller's proposal: waits for an admin; a known relation is not proposed again. */
export async function proposeRelation({ ctx, input }: { ctx: Ctx; input: PartRelationInput }) {
  const row = await repo.insertRelation(ctx.db, {
    ...rowOf(input),
    status: 'proposed',
    proposedBy: ctx.user.id,
  });
  if (!row) throw new AppError('CONFLICT', PART_RELATION_EXISTS);
  return toView(row);
}

export async function deleteRelation({ ctx, input: { id } }: { ctx: Ctx; input: { id: string } }) {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findRelation(tx, id);
    if (!row) throw new AppError('NOT_FOUND', RELATION_NOT_FOUND);
    await repo.deleteRelation(tx, id);
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'part_relation.delete',
      entity: 'part_relation',
      entityId: id,
      before: toView(row),
      after: null,
    });
  });
}

export async function decideProposal({
  ctx,
  input: { id, status },
}: {
  ctx: Ctx;
  input: { id: string; status: 'confirmed' | 'rejected' };
}): Promise<PartRelationView> {
  return ctx.db.transaction(async (tx) => {
    const before = await repo.findRelation(tx, id);
    if (!before) throw new AppError('NOT_FOUND', RELATION_NOT_FOUND);
    const row = await repo.decideRelation(tx, id, status);
    if (!row) throw new AppError('CONFLICT', PROPOSAL_NOT_OPEN);
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: `part_relation.${status === 'confirmed' ? 'confirm' : 'reject'}`,
      entity: 'part_relation',
      entityId: id,
      before: toView(before),
      after: toView(row),
    });
    return toView(row);
  });
}

/** German Excel: ';' and a BOM; the 'art' column takes German words. */
export function relationsTemplateCsv(): string {
  return writeCsv(
    [
      [...PART_RELATION_CSV_COLUMNS],
      [
        'gleich',
        'Bosch Rexroth',
        'A10VSO 45 DFR1/31R-PPA12N00',
        'Bosch Rexroth',
        'R902400215',
        'Typenschild',
      ],
      ['ersetzt durch', 'Bosch Rexroth', 'R902400215', 'Bosch Rexroth', 'R902400216', ''],
      ['gleichwertig', 'Bosch Rexroth', 'R902400215', 'Parker Hannifin', 'PV046R1K1T1NMMC', ''],
    ],
    { delimiter: ';', bom: true },
  );
}

const MAX_PROBLEMS = 20;

/**
 * The CSV import: every good row is added (confirmed), a known one skipped, a broken one counted
 * with its line and a German reason; one transaction and one audit row.
 */
export async function importRelationsCsv({
  ctx,
  input: { text },
}: {
  ctx: Ctx;
  input: { text: string };
}): Promise<PartRelationImportResult> {
  let rows: string[][];
  try {
    rows = parseCsv(text);
  } catch (err) {
    if (err instanceof CsvSyntaxError) throw new AppError('VALIDATION', INVALID_FILE);
    throw err;
  }
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  if (!['art', 'teilenummer_von', 'teilenummer_zu'].every((c) => header.includes(c)))
    throw new AppError(
      'VALIDATION',
      `${INVALID_FILE}: es fehlen Spalten (${PART_RELATION_CSV_COLUMNS.join(';')})`,
    );
  const result: PartRelationImportResult = { created: 0, skipped: 0, errors: 0, problems: [] };
  const problem = (line: number, message: string) => {
    result.errors += 1;
    if (result.problems.length < MAX_PROBLEMS) result.problems.push({ line, message });
  };
  await ctx.db.transaction(async (tx) => {
    for (const [i, fields] of rows.slice(1).entries()) {
      const line = i + 2;
      const cell = (name: string) => restoreFormula(fields[header.indexOf(name)] ?? '').trim();
      const kind = PART_RELATION_KIND_CSV[cell('art').toLowerCase()];
      if (!kind) {
        problem(line, `Unbekannte Art '${cell('art')}' (gleich, ersetzt durch, gleichwertig)`);
        continue;
      }
      const parsed = partRelationInputSchema.safeParse({
        kind,
        fromManufacturer: cell('hersteller_von'),
        fromPartNumber: cell('teilenummer_von'),
        toManufacturer: cell('hersteller_zu'),
        toPartNumber: cell('teilenummer_zu'),
        note: cell('notiz'),
      });
      if (!parsed.success) {
        problem(line, parsed.error.issues[0]?.message ?? 'Ungültige Zeile');
        continue;
      }
      const row = await repo.insertRelation(tx, {
        ...rowOf(parsed.data),
        status: 'confirmed',
        decidedAt: new Date(),
      });
      if (row) result.created += 1;
      else result.skipped += 1;
    }
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'part_relation.import',
      entity: 'part_relation',
      entityId: null,
      before: null,
      after: {
        created: result.created,
        skipped: result.skipped,
        errors: result.errors,
        rows: rows.length - 1,
      },
    });
  });
  return result;
}

/** The buyer's own request's known relations; another buyer's request is not found. */
export async function relationsForOwner({
  ctx,
  input: { requestId },
}: {
  ctx: Ctx;
  input: { requestId: string };
}): Promise<{ items: KnownPartRelation[] }> {
  const items = await knownRelationsOfRequest(ctx.db, requestId, companyOf(ctx));
  if (!items) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
  return { items };
}

/** A seller's: only for a request in the seller's list (the list's own predicate). */
export async function relationsForSeller({
  ctx,
  input: { requestId },
}: {
  ctx: Ctx;
  input: { requestId: string };
}): Promise<{ items: KnownPartRelation[] }> {
  if (!(await isVisibleToSeller(ctx.db, companyOf(ctx), requestId)))
    throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
  return { items: (await knownRelationsOfRequest(ctx.db, requestId)) ?? [] };
}
