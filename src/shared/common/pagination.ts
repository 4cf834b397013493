import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '#shared/constants.ts';
import { instant } from './dates.ts';

/** Server-side pagination of every list (DESIGN.md §6). */
export const paginationQuerySchema = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const UPDATED_SINCE_INVALID =
  'Bitte geben Sie für updatedSince einen Zeitpunkt nach ISO 8601 an (z. B. 2026-11-23T18:00:00Z)';

/**
 * Issue 15: `updatedSince` on every list of the integration API — only what was created or
 * changed at or after that moment, for clients that poll.
 */
export const updatedSinceQuery = {
  updatedSince: instant(UPDATED_SINCE_INVALID).optional(),
};
