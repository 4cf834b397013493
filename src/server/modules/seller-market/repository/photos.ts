import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { requestPhotos } from '#server/db/schema/marketplace.ts';

/** A request's photos in their order (one when photoId is given); callers check visibility. */
export function photosOfRequest(db: Db, requestId: string, photoId?: string) {
  return db
    .select({
      id: requestPhotos.id,
      storageKey: requestPhotos.storageKey,
      mimeType: requestPhotos.mimeType,
      position: requestPhotos.position,
    })
    .from(requestPhotos)
    .where(and(eq(requestPhotos.requestId, requestId), photoId ? eq(requestPhotos.id, photoId) : undefined))
    .orderBy(asc(requestPhotos.position));
}
