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
/**
 * A database whose last ping was answered this recently, and whose current ping has failed with
 * no error but only waits, is busy, not away (issue 38): PGlite serves every statement through
 * its one connection in turn, so under a write load the ping waited in line past its 2 s and
 * /api/ready answered 503 for 5–115 s while writes were answered 201. A database that is away
 * fails its ping with an error at once (connection refused, terminated, closed): 503 at once.
 */
const BUSY_GRACE_MS = 10_000;
/** The applied migrations only change with a new build (restarted) or a restore (app stopped). */
const MIGRATIONS_CACHE_MS = 60_000;

class CheckTimeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout(`timed out after ${ms} ms`)), ms);
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

/**
 * A check whose answer may come late under load: one run at a time (probes meanwhile share it
 * instead of queueing more), and a run that has neither answered within 2 s nor failed counts as
 * passed while the last answer is younger than BUSY_GRACE_MS. Late, not failed: PGlite runs in
 * this process's thread, so under a write load the event loop is busy for seconds at a time and
 * the 2 s timer fires before even a finished file write's callback (the storage probe failed so
 * in the kill run, with database and migrations ok).
 */
function lateTolerant(work: () => Promise<void>, answeredAt?: number): () => Promise<boolean> {
  let lastAnswerAt = answeredAt;
  let running: Promise<void> | undefined;
  return async () => {
    running ??= work()
      .then(() => {
        lastAnswerAt = Date.now();
      })
      .finally(() => {
        running = undefined;
      });
    try {
      await withTimeout(running);
    } catch (err) {
      const recent = lastAnswerAt !== undefined && Date.now() - lastAnswerAt < BUSY_GRACE_MS;
      if (err instanceof CheckTimeout && recent) return true;
      throw err;
    }
    return true;
  };
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
  let migrationsOkAt: number | undefined;
  // Built after the database was opened, migrated and seeded: it has just answered.
  const database = lateTolerant(() => pingDatabase(deps.db), Date.now());
  const storageProbe = lateTolerant(async () => {
    await deps.blobs.put(probeKey, Buffer.from('ok'), 'text/plain');
    await deps.blobs.delete(probeKey);
  });

  async function migrations(): Promise<CheckResult> {
    if (migrationsOkAt !== undefined && Date.now() - migrationsOkAt < MIGRATIONS_CACHE_MS) return 'ok';
    const result = await run('migrations', async () => (await newestAppliedMigration(deps.db)) >= shipped);
    migrationsOkAt = result === 'ok' ? Date.now() : undefined;
    return result;
  }

  /** `timed`: false where the check keeps its own time (lateTolerant). */
  async function run(part: string, work: () => Promise<boolean>, timed = true): Promise<CheckResult> {
    try {
      if (await (timed ? withTimeout(work()) : work())) return 'ok';
      deps.onFailure(part, new Error('check returned false'));
    } catch (err) {
      deps.onFailure(part, err);
    }
    return 'failed';
  }

  async function storage(): Promise<CheckResult> {
    if (storageCache && Date.now() - storageCache.at < STORAGE_CACHE_MS) return storageCache.result;
    const result = await run('storage', storageProbe, false);
    // Only a pass is kept: a failed probe is tried again at the next request (the probe in flight
    // is shared, so probes never pile up), and a late first answer counts as soon as it comes.
    storageCache = result === 'ok' ? { at: Date.now(), result } : undefined;
    return result;
  }

  return async (): Promise<Readiness> => {
    const db = await run('database', database, false);
    const checks = {
      database: db,
      migrations: db === 'ok' ? await migrations() : ('failed' as const),
      storage: await storage(),
    };
    return { ready: Object.values(checks).every((c) => c === 'ok'), checks };
  };
}
