import i18next from 'i18next';
import { MESSAGE_TYPES } from '#shared/constants.ts';

const KNOWN = new Set<string>(MESSAGE_TYPES);

/** A mail template type by its name ('Bestellbestätigung'), not its key ('order_confirmation'). */
export function mailTypeLabel(type: string | null): string {
  if (!type) return '–';
  return KNOWN.has(type) ? i18next.t(`admin.mailType.${type as (typeof MESSAGE_TYPES)[number]}`) : type;
}
