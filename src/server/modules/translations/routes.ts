import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UI_LANGUAGES } from '#shared/constants.ts';
import { publicCtx } from '#server/ctx.ts';
import * as translations from './service.ts';

/** Translation overrides the web app loads on start and on a language switch (spec 1 §4). */
export function translationRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['translations'];
  r.get(
    '/api/v1/i18n/languages',
    { schema: { tags, response: { 200: z.object({ languages: z.array(z.string()) }) } } },
    async () => ({ languages: await translations.listLanguages({ ctx: publicCtx(app) }) }),
  );
  r.get(
    '/api/v1/i18n/:lang',
    {
      schema: {
        tags,
        params: z.object({ lang: z.enum(UI_LANGUAGES, 'Unbekannte Sprache') }),
        response: { 200: z.record(z.string(), z.string()) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return translations.languageOverrides({ ctx: publicCtx(app), input: { language: req.params.lang } });
    },
  );
}
