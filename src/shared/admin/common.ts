import { z } from 'zod';
import { text } from '#shared/common/text.ts';
import { paginationQuerySchema } from '#shared/common/pagination.ts';

/** Every admin list is paged and searched on the server (DESIGN.md §6). */
export const pageQuerySchema = z.object({
  ...paginationQuerySchema,
  search: text().trim().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const idParamsSchema = z.object({ id: z.uuid('Ungültige ID') });
export const okSchema = z.object({ ok: z.literal(true) });
