import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UI_LANGUAGES } from '../../../shared/constants.ts';
import * as repo from './repository.ts';

/** Translation overrides the web app loads on start and on a language switch (spec 1 §4). */
export function translationRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['translations'];
  r.get(
    '/api/v1/i18n/languages',
    { schema: { tags, response: { 200: z.object({ languages: z.array(z.string()) }) } } },
    async () => {
      // de and en are built in and always offered; the table adds its active languages.
      const fromTable = await repo.activeLanguages(app.deps.db);
      return { languages: [...new Set(['de', 'en', ...fromTable])] };
    },
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
      return repo.activeTranslations(app.deps.db, req.params.lang);
    },
  );
}
