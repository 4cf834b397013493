import { queryRoots } from '#web/lib/query-roots.ts';
import type { Params } from '#web/lib/admin-api.ts';

const messageTemplates = [...queryRoots.admin, 'message-templates'] as const;
const emailLogs = [...queryRoots.admin, 'email-logs'] as const;
const htmlTemplates = [...queryRoots.admin, 'html-templates'] as const;
const translations = [...queryRoots.admin, 'translations'] as const;

/**
 * The admin's content domain's query keys, one factory (issue 28): what the platform says and
 * sends — mail texts and their log, HTML and PDF templates, the translations.
 */
export const adminContentKeys = {
  messageTemplates,
  messageTemplateList: (params: Params) => [...messageTemplates, params] as const,
  emailLogs,
  emailLogList: (params: Params) => [...emailLogs, params] as const,
  emailLog: (id: string | null) => [...emailLogs, 'detail', id] as const,
  htmlTemplates,
  htmlTemplateList: (params: Params) => [...htmlTemplates, params] as const,
  pdfTemplates: [...queryRoots.admin, 'pdf-templates'] as const,
  translations,
  translationList: (params: Params) => [...translations, params] as const,
};
