import { z } from 'zod';
import { isCleanText, text, TEXT_INVALID } from '#shared/common/text.ts';
import { partKey } from './part-number.ts';

/**
 * Cross-references between parts (issue 30, decision 046). 'same': one part under two numbers
 * (type code and material number); 'superseded': the first is replaced by the second;
 * 'equivalent': the second is another brand's equal part.
 */
export const PART_RELATION_KINDS = ['same', 'superseded', 'equivalent'] as const;
export type PartRelationKind = (typeof PART_RELATION_KINDS)[number];
export const PART_RELATION_STATUSES = ['confirmed', 'proposed', 'rejected'] as const;
export type PartRelationStatus = (typeof PART_RELATION_STATUSES)[number];

export const PART_RELATION_KIND_REQUIRED = 'Bitte wählen Sie die Art der Beziehung';
export const PART_RELATION_NUMBER_REQUIRED = 'Bitte geben Sie beide Teilenummern ein';
export const PART_RELATION_SAME_NUMBER = 'Die beiden Teilenummern sind gleich';
export const PART_RELATION_EXISTS = 'Diese Beziehung ist bereits erfasst';

const number = z
  .string(PART_RELATION_NUMBER_REQUIRED)
  .refine(isCleanText, TEXT_INVALID)
  .trim()
  .min(1, PART_RELATION_NUMBER_REQUIRED)
  .max(200)
  .refine((v) => partKey(v) !== '', PART_RELATION_NUMBER_REQUIRED);
const manufacturer = text()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : null));

/** One relation as an admin enters it, a seller proposes it, or a CSV row carries it. */
export const partRelationInputSchema = z
  .object({
    kind: z.enum(PART_RELATION_KINDS, PART_RELATION_KIND_REQUIRED),
    fromManufacturer: manufacturer,
    fromPartNumber: number,
    toManufacturer: manufacturer,
    toPartNumber: number,
    note: text()
      .trim()
      .max(500)
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .refine((v) => partKey(v.fromPartNumber) !== partKey(v.toPartNumber), {
    message: PART_RELATION_SAME_NUMBER,
    path: ['toPartNumber'],
  });
export type PartRelationInput = z.infer<typeof partRelationInputSchema>;

export const partRelationViewSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PART_RELATION_KINDS),
  fromManufacturer: text().nullable(),
  fromPartNumber: text(),
  toManufacturer: text().nullable(),
  toPartNumber: text(),
  status: z.enum(PART_RELATION_STATUSES),
  note: text().nullable(),
  /** Whether a seller proposed it (admins see which one; nobody else sees this field). */
  proposedBySeller: text().nullable(),
  createdAt: text(),
});
export type PartRelationView = z.infer<typeof partRelationViewSchema>;

export const partRelationListQuerySchema = z.object({
  status: z.enum(PART_RELATION_STATUSES).default('confirmed'),
  search: text().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type PartRelationListQuery = z.infer<typeof partRelationListQuerySchema>;

export const partRelationDecisionSchema = z.object({
  status: z.enum(['confirmed', 'rejected'], 'Bitte bestätigen oder ablehnen'),
});

/**
 * A known relation as the buyer's request page and the seller's request view show it, said
 * from the request's side: 'supersededBy' (the request's part is replaced by this one),
 * 'supersedes' (this one is the older number), 'equivalent', 'same'. Never who proposed it.
 */
export const KNOWN_PART_RELATIONS = ['supersededBy', 'supersedes', 'equivalent', 'same'] as const;
export const knownPartRelationSchema = z.object({
  relation: z.enum(KNOWN_PART_RELATIONS),
  manufacturer: text().nullable(),
  partNumber: text(),
});
export type KnownPartRelation = z.infer<typeof knownPartRelationSchema>;
export const knownPartRelationsSchema = z.object({ items: z.array(knownPartRelationSchema) });

/** The CSV file's columns (German Excel: ';', a BOM), in this order. */
export const PART_RELATION_CSV_COLUMNS = [
  'art',
  'hersteller_von',
  'teilenummer_von',
  'hersteller_zu',
  'teilenummer_zu',
  'notiz',
] as const;

/** The CSV's 'art' column: German words, or the kinds themselves. */
export const PART_RELATION_KIND_CSV: Record<string, PartRelationKind> = {
  gleich: 'same',
  'gleiches teil': 'same',
  same: 'same',
  'ersetzt durch': 'superseded',
  ersetzt: 'superseded',
  superseded: 'superseded',
  gleichwertig: 'equivalent',
  equivalent: 'equivalent',
};

export const partRelationImportResultSchema = z.object({
  created: z.number().int(),
  skipped: z.number().int(),
  errors: z.number().int(),
  /** The first problems, each with its line number, in German. */
  problems: z.array(z.object({ line: z.number().int(), message: text() })),
});
export type PartRelationImportResult = z.infer<typeof partRelationImportResultSchema>;
