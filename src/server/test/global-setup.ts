import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated and seeded PGlite data dir; each test app loads its own copy. */
    pgliteSnapshot: string;
    /** The same database before seeding, for the tests of seeding and startup (harness.ts). */
    pgliteMigrated: string;
  }
}

/**
 * Migrate and seed once for the whole run, so that a test file only copies a finished database:
 * - TEST_DATABASE_TEMPLATE (scripts/test-pg.ts): that PostgreSQL database becomes the template
 *   every test app clones (`create database … template …`, see harness.ts).
 * - TEST_DATABASE_URL: the suite shares that one PostgreSQL database; migrate it here so that
 *   parallel test files do not race.
 * - neither: an in-memory PGlite, dumped to a tarball in the temp folder; removed at teardown.
 * In every mode a second tarball holds the PGlite before seeding (openMigratedDatabase in
 * harness.ts): the tests of seeding and startup load it instead of migrating a PGlite each, which
 * took over 30 s a test on a busy machine.
 */
export async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const { openDatabase } = await import('#server/db/client.ts');
  const { seedReference } = await import('#server/db/seed/reference.ts');
  const templateUrl = pgTemplateUrl();
  const url = templateUrl ?? process.env.TEST_DATABASE_URL;
  if (url) {
    const database = await openDatabase({ databaseUrl: url });
    await seedReference(database.db);
    // A template must have no open connections when it is cloned.
    await database.close();
  }
  const { makeSnapshots } = await import('./pglite-snapshot.ts');
  const { migrated, seeded } = await makeSnapshots();
  const stem = path.join(os.tmpdir(), `hydroparts-test-${process.pid}-${Date.now()}`);
  const files = { migrated: `${stem}-migrated.tar`, ...(url ? {} : { seeded: `${stem}.tar` }) };
  await writeFile(files.migrated, Buffer.from(await migrated.arrayBuffer()));
  project.provide('pgliteMigrated', files.migrated);
  if (files.seeded) {
    await writeFile(files.seeded, Buffer.from(await seeded.arrayBuffer()));
    project.provide('pgliteSnapshot', files.seeded);
  }
  return async () => {
    await Promise.all(Object.values(files).map((file) => rm(file, { force: true })));
  };
}

/** The template database's URL when scripts/test-pg.ts runs the suite, else undefined. */
export function pgTemplateUrl(): string | undefined {
  const template = process.env.TEST_DATABASE_TEMPLATE;
  if (!template) return undefined;
  const url = new URL(process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${template}`;
  return url.toString();
}
