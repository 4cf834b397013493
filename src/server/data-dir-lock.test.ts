import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, LOCK_FILE } from './data-dir-lock.ts';
import { unpackMigratedDataDir } from './test/harness.ts';

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hp-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has ended (nothing runs under it now, barring reuse). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']);
  return Number(child.stdout.toString().trim());
}

describe('the embedded data directory lock (issue 38)', () => {
  it('refuses a second holder and names who holds it', () => {
    const dir = scratch();
    const release = acquireDataDirLock(dir, 'server');
    expect(() => acquireDataDirLock(dir, 'server')).toThrow(
      new RegExp(
        `^Start abgelehnt: DATA_DIR ${dir} wird von einem laufenden HydroParts-Server verwendet \\(pid ${process.pid}, seit `,
      ),
    );
    expect(() => acquireDataDirLock(dir, 'backup')).toThrow(
      /Sicherung abgelehnt: .*nur bei gestopptem Server konsistent sichern: beenden Sie den Server/,
    );
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    acquireDataDirLock(dir, 'backup')();
  });

  it('takes over a lock whose process is gone (kill -9, crash)', () => {
    const dir = scratch();
    const stale = {
      holder: 'server',
      pid: deadPid(),
      host: os.hostname(),
      since: '2026-11-26T10:00:00.000Z',
    };
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(stale));
    const release = acquireDataDirLock(dir, 'server');
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'takes over a lock whose pid now belongs to another process',
    () => {
      const dir = scratch();
      // This process's pid, but a start time that is not this process's: the pid was reused.
      const reused = { holder: 'server', pid: process.pid, host: os.hostname(), since: 'x', started: '1' };
      writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(reused));
      acquireDataDirLock(dir, 'server')();
    },
  );

  it("respects another host's lock: it cannot be checked from here", () => {
    const dir = scratch();
    const remote = { holder: 'server', pid: 4242, host: 'other-host', since: '2026-11-26T10:00:00.000Z' };
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(remote));
    expect(() => acquireDataDirLock(dir, 'server')).toThrow(
      `(pid 4242 auf other-host, seit 2026-11-26T10:00:00.000Z)`,
    );
    expect(() => acquireDataDirLock(dir, 'server')).toThrow(`löschen Sie ${path.join(dir, LOCK_FILE)}`);
  });
});

/** The environment of an embedded instance on `dataDir` (no PostgreSQL from the test run). */
function embeddedEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  return env;
}

/** `npm start` as a process of its own (node src/server/main.ts) on an embedded DATA_DIR. */
function start(
  dataDir: string,
): ChildProcess & { output: () => string; ready: Promise<void>; ended: Promise<number> } {
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'src/server/main.ts'], {
    env: {
      ...embeddedEnv(dataDir),
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      JOBS_ENABLED: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const ended = new Promise<number>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? -1 : 0))),
  );
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (output.includes('"msg":"ready"')) resolve();
    });
    void ended.then((code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  ready.catch(() => undefined);
  return Object.assign(child, { output: () => output, ready, ended });
}

describe('npm start and npm run backup on a DATA_DIR in use (issue 38)', () => {
  it('refuses a second server and a backup while one runs, and starts again after a kill -9', async () => {
    const dataDir = scratch();
    unpackMigratedDataDir(dataDir);
    const first = start(dataDir);
    try {
      await first.ready;
      const second = start(dataDir);
      expect(await second.ended).toBe(1);
      expect(second.output()).toContain(
        `Start abgelehnt: DATA_DIR ${dataDir} wird von einem laufenden HydroParts-Server verwendet (pid ${first.pid},`,
      );

      const backup = spawnSync(
        process.execPath,
        [
          '--disable-warning=ExperimentalWarning',
          'scripts/backup.ts',
          path.join(dataDir, '..', 'refused.tar.gz'),
        ],
        { env: embeddedEnv(dataDir) },
      );
      expect(backup.status).toBe(1);
      expect(backup.stderr.toString()).toContain(
        `Sicherung abgelehnt: DATA_DIR ${dataDir} wird von einem laufenden`,
      );
      expect(backup.stderr.toString()).toContain('führen Sie npm run backup erneut aus');
    } finally {
      first.kill('SIGKILL');
      await first.ended;
    }
    // The killed server's lock is left behind; the next start finds its process gone.
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    const third = start(dataDir);
    try {
      await third.ready;
    } finally {
      third.kill('SIGTERM');
    }
    expect(await third.ended).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 180_000);
});
