import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '#server/config.ts';

/**
 * One archive file (tar.gz) holds everything an instance needs to come back:
 *   manifest.json   – mode, time, what is inside
 *   db.tar       – embedded: PGlite's own dump of its data directory (dumpDataDir; its 'gzip' option never settles on Node 20, the archive is compressed as a whole)
 *   db.pgdump       – PostgreSQL: pg_dump custom format (-Fc), restored with pg_restore
 *   uploads/        – DATA_DIR/uploads when files live on local disk (not with S3_BUCKET)
 * The embedded database is a single-process store: back it up with the app stopped.
 */
export interface Manifest {
  format: 'hydroparts-backup/1';
  mode: 'embedded' | 'postgres';
  createdAt: string;
  uploads: 'included' | 's3';
}

function run(cmd: string, args: string[]): void {
  execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

export async function createBackup(config: Config, archive: string): Promise<Manifest> {
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
    }
    const uploads = path.join(config.dataDir, 'uploads');
    await mkdir(path.join(work, 'uploads'));
    if (!config.s3 && existsSync(uploads)) await cp(uploads, path.join(work, 'uploads'), { recursive: true });
    await writeFile(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await mkdir(path.dirname(path.resolve(archive)), { recursive: true });
    run('tar', ['-czf', path.resolve(archive), '-C', work, '.']);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Restores into a fresh instance: refuses to overwrite an existing embedded database or a
 * PostgreSQL database that already has tables (restore into an empty one, then switch over).
 */
export async function restoreBackup(config: Config, archive: string): Promise<Manifest> {
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
    }
    if (manifest.uploads === 'included') {
      await cp(path.join(work, 'uploads'), path.join(config.dataDir, 'uploads'), { recursive: true });
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
