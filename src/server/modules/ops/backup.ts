import { execFileSync } from 'node:child_process';
import { chmod, copyFile, cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '#server/config.ts';
import { SECRET_FILE } from '#server/config-secret.ts';
import { acquireDataDirLock } from '#server/data-dir-lock.ts';

/**
 * One archive file (tar.gz) holds everything an instance needs to come back:
 *   manifest.json   – mode, time, what is inside
 *   db.tar       – embedded: PGlite's own dump of its data directory (dumpDataDir; its 'gzip' option never settles on Node 20, the archive is compressed as a whole)
 *   db.pgdump       – PostgreSQL: pg_dump custom format (-Fc), restored with pg_restore
 *   uploads/        – DATA_DIR/uploads when files live on local disk (not with S3_BUCKET)
 *   auth-secret     – embedded: DATA_DIR/auth-secret, which encrypts the second factors' secrets
 *                     (issue 38: without it no restored second factor can be checked). With
 *                     DATABASE_URL the secret is AUTH_SECRET in the environment, kept by the
 *                     operator, never in the archive.
 * The embedded database is a single-process store: the backup and the restore hold DATA_DIR's
 * lock (data-dir-lock.ts), so they are refused while the server runs, and it cannot start
 * while they run.
 */
export interface Manifest {
  format: 'hydroparts-backup/1';
  mode: 'embedded' | 'postgres';
  createdAt: string;
  uploads: 'included' | 's3';
  /** Embedded archives made since issue 38 carry DATA_DIR/auth-secret when there is one. */
  authSecret?: 'included';
}

/** The archive holds the database and (embedded) the secret: only its owner may read it. */
const PRIVATE = 0o600;

function run(cmd: string, args: string[]): void {
  execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

export async function createBackup(config: Config, archive: string): Promise<Manifest> {
  const unlock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir, 'backup');
  const work = await mkdtemp(path.join(os.tmpdir(), 'hydroparts-backup-'));
  try {
    const manifest: Manifest = {
      format: 'hydroparts-backup/1',
      mode: config.embedded ? 'embedded' : 'postgres',
      createdAt: new Date().toISOString(),
      uploads: config.s3 ? 's3' : 'included',
    };
    if (config.databaseUrl) {
      run('pg_dump', [
        '-Fc',
        '--no-owner',
        '--no-privileges',
        '-f',
        path.join(work, 'db.pgdump'),
        config.databaseUrl,
      ]);
    } else {
      const db = new PGlite(path.join(config.dataDir, 'db'));
      try {
        // A checkpoint first: the dump then holds every committed page (and it opens the store).
        await db.waitReady;
        await db.query('checkpoint');
        const dump = await db.dumpDataDir('none');
        await writeFile(path.join(work, 'db.tar'), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await db.close();
      }
      const secret = path.join(config.dataDir, SECRET_FILE);
      if (existsSync(secret)) {
        await copyFile(secret, path.join(work, SECRET_FILE));
        manifest.authSecret = 'included';
      }
    }
    const uploads = path.join(config.dataDir, 'uploads');
    await mkdir(path.join(work, 'uploads'));
    if (!config.s3 && existsSync(uploads)) await cp(uploads, path.join(work, 'uploads'), { recursive: true });
    await writeFile(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await mkdir(path.dirname(path.resolve(archive)), { recursive: true });
    run('tar', ['-czf', path.resolve(archive), '-C', work, '.']);
    await chmod(path.resolve(archive), PRIVATE);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
    unlock?.();
  }
}

/**
 * Restores into a fresh instance: refuses to overwrite an existing embedded database or a
 * PostgreSQL database that already has tables (restore into an empty one, then switch over).
 */
export async function restoreBackup(config: Config, archive: string): Promise<Manifest> {
  const unlock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir, 'restore');
  const work = await mkdtemp(path.join(os.tmpdir(), 'hydroparts-restore-'));
  try {
    run('tar', ['-xzf', path.resolve(archive), '-C', work]);
    const manifest = JSON.parse(await readFile(path.join(work, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== 'hydroparts-backup/1') throw new Error('Keine HydroParts-Sicherung');
    if (manifest.mode === 'postgres') {
      if (!config.databaseUrl) throw new Error('Sicherung aus PostgreSQL: DATABASE_URL setzen');
      run('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '-d',
        config.databaseUrl,
        path.join(work, 'db.pgdump'),
      ]);
    } else {
      if (config.databaseUrl)
        throw new Error('Sicherung des eingebetteten Modus: ohne DATABASE_URL wiederherstellen');
      const target = path.join(config.dataDir, 'db');
      if (existsSync(target) && (await readdir(target)).length > 0) {
        throw new Error(`${target} ist nicht leer – in ein leeres DATA_DIR wiederherstellen`);
      }
      await mkdir(target, { recursive: true });
      const dump = new Blob([await readFile(path.join(work, 'db.tar'))]);
      const db = new PGlite(target, { loadDataDir: dump });
      await db.waitReady;
      await db.close();
      // The secret the restored second factors were encrypted with. A secret file already in
      // the fresh DATA_DIR (loading the configuration makes one) encrypts nothing yet.
      if (manifest.authSecret === 'included') {
        await copyFile(path.join(work, SECRET_FILE), path.join(config.dataDir, SECRET_FILE));
        await chmod(path.join(config.dataDir, SECRET_FILE), PRIVATE);
      }
    }
    if (manifest.uploads === 'included') {
      await cp(path.join(work, 'uploads'), path.join(config.dataDir, 'uploads'), { recursive: true });
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
    unlock?.();
  }
}
