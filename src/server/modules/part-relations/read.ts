import type { Db } from '#server/db/client.ts';
import { brandMatches } from '#shared/requests/rules.ts';
import type { KnownPartRelation } from '#shared/catalog/part-relations.ts';
import * as repo from './repository.ts';

/**
 * What other modules read of the cross-references (the module's public read file, decision
 * 038). relatedBrandsOfRequest() is the first ring of widening (issue 30): the brands of parts
 * that confirmed relations tie to the request's numbers, other than the request's own brand.
 */

/** A request's confirmed relations, said from the request's side; empty if it does not exist. */
export async function knownRelationsOfRequest(
  db: Db,
  requestId: string,
  ownerId?: string,
): Promise<KnownPartRelation[] | undefined> {
  const request = await repo.requestKeys(db, requestId, ownerId);
  if (!request) return undefined;
  const keys = [request.partKey, request.secondPartKey].filter((k): k is string => Boolean(k));
  const rows = await repo.confirmedRelationsOf(db, keys);
  const seen = new Set<string>();
  const out: KnownPartRelation[] = [];
  for (const r of rows) {
    const fromRequest = keys.includes(r.fromKey);
    // The other side of the relation: what the request's part is related to.
    const other = fromRequest
      ? { manufacturer: r.toManufacturer, partNumber: r.toPartNumber, key: r.toKey }
      : { manufacturer: r.fromManufacturer, partNumber: r.fromPartNumber, key: r.fromKey };
    if (keys.includes(other.key)) continue; // both of the request's own numbers
    const relation: KnownPartRelation['relation'] =
      r.kind === 'superseded' ? (fromRequest ? 'supersededBy' : 'supersedes') : r.kind;
    const id = `${relation}:${other.key}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ relation, manufacturer: other.manufacturer, partNumber: other.partNumber });
  }
  return out;
}

/**
 * The brands (id and name) of the request's related parts, by the spec's brand rule
 * (brandMatches), leaving out brands the request's own manufacturer already reaches.
 */
export async function relatedBrandsOfRequest(
  db: Db,
  requestId: string,
): Promise<{ id: string; name: string }[]> {
  const request = await repo.requestKeys(db, requestId);
  if (!request) return [];
  const related = (await knownRelationsOfRequest(db, requestId)) ?? [];
  const makers = [
    ...new Set(related.map((r) => r.manufacturer).filter((m): m is string => Boolean(m?.trim()))),
  ];
  if (makers.length === 0) return [];
  const all = await repo.activeBrands(db);
  return all.filter(
    (b) =>
      makers.some((m) => brandMatches(m, [b.name])) &&
      !(request.manufacturer?.trim() && brandMatches(request.manufacturer, [b.name])),
  );
}
