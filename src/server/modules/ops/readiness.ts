import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import { newestAppliedMigration, pingDatabase } from './repository.ts';
import type { BlobStore } from '#server/storage/blob-store.ts';

export type CheckResult = 'ok' | 'failed';
export interface Readiness {
  ready: boolean;
  checks: { database: CheckResult; migrations: CheckResult; storage: CheckResult };
}

const CHECK_TIMEOUT_MS = 2000;
/** A storage probe writes an object; load balancers probe every few seconds, so reuse a result briefly. */
const STORAGE_CACHE_MS = 10_000;

function withTimeout<T>(work: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The newest migration this build ships (drizzle's journal); the database must have it applied. */
export function newestShippedMigration(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

export function createReadinessCheck(deps: {
  db: Db;
  blobs: BlobStore;
  migrationsFolder: string;
  onFailure: (part: string, err: unknown) => void;
}) {
  const shipped = newestShippedMigration(deps.migrationsFolder);
  const probeKey = `ready-probe/${randomUUID()}`;
  let storageCache: { at: number; result: CheckResult } | undefined;

  async function run(part: string, work: () => Promise<boolean>): Promise<CheckResult> {
    try {
      if (await withTimeout(work())) return 'ok';
      deps.onFailure(part, new Error('check returned false'));
    } catch (err) {
      deps.onFailure(part, err);
    }
    return 'failed';
  }

  async function storage(): Promise<CheckResult> {
    if (storageCache && Date.now() - storageCache.at < STORAGE_CACHE_MS) return storageCache.result;
    const result = await run('storage', async () => {
      await deps.blobs.put(probeKey, Buffer.from('ok'), 'text/plain');
      await deps.blobs.delete(probeKey);
      return true;
    });
    storageCache = { at: Date.now(), result };
    return result;
  }

  return async (): Promise<Readiness> => {
    const database = await run('database', async () => {
      await pingDatabase(deps.db);
      return true;
    });
    const migrations =
      database === 'ok'
        ? await run('migrations', async () => (await newestAppliedMigration(deps.db)) >= shipped)
        : 'failed';
    const checks = { database, migrations, storage: await storage() };
    return { ready: Object.values(checks).every((c) => c === 'ok'), checks };
  };
}
