import { z } from 'zod';

/**
 * Messages zod writes itself (type errors, unexpected fields) in German, like every message the
 * schemas define: a form or API user never sees an English validation text. Imported once by
 * the server (app.ts) and the web app (main.tsx) before any schema is used.
 */
z.config(z.locales.de());
