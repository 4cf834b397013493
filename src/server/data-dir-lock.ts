import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The embedded data directory belongs to one process at a time (issue 38): PGlite is a
 * single-process database, and a second server on the same files answered writes that were
 * then lost. The server, a backup and a restore each hold `DATA_DIR/hydroparts.lock` (JSON: who,
 * pid, host, since) while they run. A lock whose process is gone (kill -9, a crash, a reboot)
 * is stale and taken over; one of another host cannot be checked from here and is respected.
 */
export const LOCK_FILE = 'hydroparts.lock';

export type LockHolder = 'server' | 'backup' | 'restore';

interface LockInfo {
  holder: LockHolder;
  pid: number;
  host: string;
  since: string;
  /** The process's start time (Linux): a pid reused after a crash is not the holder. */
  started?: string;
}

const ACTION: Record<LockHolder, string> = {
  server: 'Start abgelehnt',
  backup: 'Sicherung abgelehnt',
  restore: 'Wiederherstellung abgelehnt',
};
const HELD_BY: Record<LockHolder, string> = {
  server: 'einem laufenden HydroParts-Server',
  backup: 'einer laufenden Sicherung (npm run backup)',
  restore: 'einer laufenden Wiederherstellung (npm run restore)',
};

function advice(wanted: LockHolder, held: LockInfo): string {
  if (wanted === 'backup' && held.holder === 'server') {
    return `Die eingebettete Datenbank lässt sich nur bei gestopptem Server konsistent sichern: beenden Sie den Server (Strg+C bzw. kill ${held.pid}), führen Sie npm run backup erneut aus und starten Sie den Server danach wieder mit npm start.`;
  }
  if (wanted === 'server') {
    return 'Zwei Prozesse auf einem eingebetteten Datenverzeichnis verlieren Daten: warten Sie, bis der andere beendet ist, beenden Sie ihn, oder wählen Sie ein anderes DATA_DIR.';
  }
  return 'Warten Sie, bis er beendet ist, oder beenden Sie ihn zuerst.';
}

export class DataDirInUseError extends Error {
  constructor(wanted: LockHolder, dataDir: string, held: LockInfo) {
    const where = held.host === os.hostname() ? '' : ` auf ${held.host}`;
    super(
      `${ACTION[wanted]}: DATA_DIR ${dataDir} wird von ${HELD_BY[held.holder]} verwendet (pid ${held.pid}${where}, seit ${held.since}). ` +
        `${advice(wanted, held)} Läuft dort sicher nichts mehr, löschen Sie ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Field 22 of /proc/<pid>/stat (clock ticks after boot); undefined where there is no /proc. */
function startOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function running(info: LockInfo): boolean {
  if (info.host !== os.hostname()) return true;
  try {
    process.kill(info.pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  const started = startOf(info.pid);
  return info.started === undefined || started === undefined || started === info.started;
}

function readLock(file: string): LockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
    return typeof info.pid === 'number' ? info : undefined;
  } catch {
    return undefined;
  }
}

/** A file another process has just created and not yet written is not stale. */
function justCreated(file: string): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < 2000;
  } catch {
    return false;
  }
}

/**
 * Takes DATA_DIR's lock for `holder`, or throws DataDirInUseError naming who has it. Returns the
 * release; it also runs when the process exits normally. A kill -9 leaves the file behind: the
 * next start finds its process gone and takes over.
 */
export function acquireDataDirLock(dataDir: string, holder: LockHolder): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockInfo = {
    holder,
    pid: process.pid,
    host: os.hostname(),
    since: new Date().toISOString(),
    started: startOf(process.pid),
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      try {
        writeSync(fd, `${JSON.stringify(mine)}\n`);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 2) throw err;
      const held = readLock(file);
      if (held ? running(held) : justCreated(file)) {
        throw new DataDirInUseError(holder, dataDir, held ?? { ...mine, pid: 0, since: 'gerade eben' });
      }
      // Stale: its process is gone. Removed, then taken like a free one.
      rmSync(file, { force: true });
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    const now = readLock(file);
    if (now?.pid === mine.pid && now.since === mine.since) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}
