import type { DocumentDeps } from '#server/modules/documents/service.ts';

/** The export's file contents and names (export.ts and member-export.ts alike). */
export const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
export const safeName = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, '_');

export type ExportDeps = DocumentDeps & { siteUrl: string };
