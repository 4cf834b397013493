import type { SessionUser } from '#shared/auth/schema.ts';
import type { Db } from '#server/db/client.ts';

export interface PhotoAccessFacts {
  id: string;
  buyerId: string;
}

/**
 * Who may download a request's photos. The owner always may. The seller issue adds its rule
 * here (a seller for whom the request is relevant, spec 1 §2 photo download buttons) — hence
 * the database handle — so every photo route keeps going through this one check.
 */
export async function canViewRequestPhotos(
  _db: Db,
  user: SessionUser,
  request: PhotoAccessFacts,
): Promise<boolean> {
  return request.buyerId === user.companyId;
}
