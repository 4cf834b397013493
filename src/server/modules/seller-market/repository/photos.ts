import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { requestPhotos, requests } from '#server/db/schema/marketplace.ts';

/** A request's photos in their order (one when photoId is given); callers check visibility. */
export function photosOfRequest(db: Db, requestId: string, photoId?: string) {
  return db
    .select({
      id: requestPhotos.id,
      storageKey: requestPhotos.storageKey,
      mimeType: requestPhotos.mimeType,
      position: requestPhotos.position,
      // Its number as the screens show it ('Foto 1' is the first by position).
      shownNumber: sql<number>`(select count(*)::int from request_photos p where p.request_id = request_photos.request_id and p.position <= request_photos.position)`,
    })
    .from(requestPhotos)
    .where(and(eq(requestPhotos.requestId, requestId), photoId ? eq(requestPhotos.id, photoId) : undefined))
    .orderBy(asc(requestPhotos.position));
}

/** What names a request's photo archive (decision 078): its part number and the day it was made. */
export async function photoArchiveFacts(
  db: Db,
  requestId: string,
): Promise<{ partNumber: string; createdAt: Date } | undefined> {
  const [row] = await db
    .select({ partNumber: requests.partNumber, createdAt: requests.createdAt })
    .from(requests)
    .where(eq(requests.id, requestId))
    .limit(1);
  return row;
}
