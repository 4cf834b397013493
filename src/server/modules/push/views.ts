import type { PushDevice } from '#shared/push/schema.ts';
import type { SubscriptionRow } from './repository.ts';

/** A device in its owner's list: never the endpoint or keys (they are the browser's capability). */
export function toDeviceView(row: SubscriptionRow): PushDevice {
  return {
    id: row.id,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  };
}
