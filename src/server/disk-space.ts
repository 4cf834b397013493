import { existsSync, readFileSync, readdirSync, realpathSync, statfsSync } from 'node:fs';
import path from 'node:path';

/**
 * Free space where the embedded database lives (issue 38). A first start writes the database
 * (about 45 MB once migrated, demo content on top); on a disk that cannot hold it, the start
 * stops with a sentence that names the disk and DATA_DIR, not an SQL error.
 */
export const FIRST_START_BYTES = 100 * 1024 * 1024;

export interface DiskInfo {
  /** The filesystem's source (e.g. /dev/vda1, tmpfs), where the system tells it. */
  device?: string;
  /** Where it is mounted, where the system tells it. */
  mount?: string;
  freeBytes: number;
}

/** The nearest folder that exists: DATA_DIR may not be made yet on a first start. */
function existing(dir: string): string {
  let d = path.resolve(dir);
  while (!existsSync(d) && path.dirname(d) !== d) d = path.dirname(d);
  return realpathSync(d);
}

/** Linux: the mount holding `dir` (the longest mount point above it) from /proc/self/mountinfo. */
function mountOf(dir: string): { device: string; mount: string } | undefined {
  let text: string;
  try {
    text = readFileSync('/proc/self/mountinfo', 'utf8');
  } catch {
    return undefined;
  }
  const unescape = (s: string) =>
    s.replace(/\\(\d{3})/g, (_, o: string) => String.fromCharCode(parseInt(o, 8)));
  let best: { device: string; mount: string } | undefined;
  for (const line of text.split('\n')) {
    const [left, right] = line.split(' - ');
    const mount = left?.split(' ')[4];
    const device = right?.split(' ')[1];
    if (!mount || !device) continue;
    const m = unescape(mount);
    const inside = m === '/' || dir === m || dir.startsWith(`${m}/`);
    if (inside && (!best || m.length >= best.mount.length)) best = { device: unescape(device), mount: m };
  }
  return best;
}

export function diskOf(dir: string): DiskInfo {
  const at = existing(dir);
  const stats = statfsSync(at);
  return { ...mountOf(at), freeBytes: stats.bavail * stats.bsize };
}

const mb = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

function named(disk: DiskInfo): string {
  if (disk.device && disk.mount) return `Der Datenträger ${disk.device} (eingehängt unter ${disk.mount})`;
  return 'Der Datenträger';
}

/** The sentence for a disk that is full or too small for the embedded database. */
export function diskFullMessage(dataDir: string, disk: DiskInfo, neededBytes?: number): string {
  const need = neededBytes
    ? `; die eingebettete Datenbank braucht beim ersten Start etwa ${mb(neededBytes)}`
    : '';
  return (
    `${named(disk)} von DATA_DIR ${dataDir} hat zu wenig freien Platz (frei: ${mb(disk.freeBytes)}${need}). ` +
    'Bitte Platz schaffen oder DATA_DIR auf einen größeren Datenträger legen, dann erneut starten.'
  );
}

/** On a first start (no database in DATA_DIR yet): the sentence when the disk is too small. */
export function firstStartSpaceProblem(
  dataDir: string,
  disk: () => DiskInfo = () => diskOf(dataDir),
): string | undefined {
  const db = path.join(dataDir, 'db');
  const first = !existsSync(db) || readdirSync(db).length === 0;
  if (!first) return undefined;
  const info = disk();
  return info.freeBytes < FIRST_START_BYTES ? diskFullMessage(dataDir, info, FIRST_START_BYTES) : undefined;
}
