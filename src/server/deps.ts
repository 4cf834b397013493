import type { ViesClient } from '#server/modules/vat-ids/vies.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from './auth/better-auth.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { JobRunner } from './modules/jobs/runner.ts';
import type { BlobStore } from './storage/blob-store.ts';
import type { HtmlPdfRenderer } from './modules/documents/chromium-pdf.ts';

/** What services need from the running app; routes pass `app.deps`. */
export interface Deps {
  db: Db;
  /** The streaming replica the lists are read from (DATABASE_REPLICA_URL), when there is one. */
  replicaDb?: Db;
  auth: Auth;
  config: Config;
  log: FastifyBaseLogger;
  jobs: JobRunner;
  blobs: BlobStore;
  /** HTML → PDF through Chromium when installed (documents fall back to pdfmake otherwise). */
  pdf: HtmlPdfRenderer;
  /** Told of every order document rendered (the metrics count them; issue 33). */
  onPdfRendered?: (engine: 'chromium' | 'fallback', outcome: 'ok' | 'failed', seconds: number) => void;
  /** The EU's VIES service (issue 32); a local fake in tests. */
  vies: ViesClient;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
