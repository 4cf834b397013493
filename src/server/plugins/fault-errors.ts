import { AppError } from '#server/errors.ts';

/** German answers to faults of the machine (issue 38): the user can do nothing but wait or tell. */
export const FAULT_MSG = {
  unavailable:
    'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einem Moment erneut.',
  storageFull:
    'Der Speicherplatz des Servers ist voll: Ihre Änderung wurde nicht gespeichert. Bitte versuchen Sie es später erneut oder wenden Sie sich an den Betreiber.',
  bodyStalled:
    'Die Übertragung ist ins Stocken geraten und wurde abgebrochen. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  bodyTooSlow:
    'Die Übertragung hat zu lange gedauert und wurde abgebrochen. Bitte versuchen Sie es mit einer besseren Verbindung oder mit weniger bzw. kleineren Fotos erneut.',
} as const;

/** Seconds a client waits before trying again while the database is away. */
const RETRY_AFTER_S = 5;

/** The error and its causes (drizzle wraps the driver's error; better-auth may wrap that). */
function* causes(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 6; depth += 1) {
    yield e as { code?: unknown; message?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

/**
 * A full disk: Node's ENOSPC/EDQUOT (uploads), PostgreSQL's disk_full 53100 (both drivers), and
 * PGlite's file system failing below the database (WASI errno 51, ENOSPC; seen while a first
 * start writes the database).
 */
export function isDiskFull(err: unknown): boolean {
  for (const e of causes(err)) {
    if (e.code === 'ENOSPC' || e.code === 'EDQUOT' || e.code === '53100') return true;
    if ((e as { name?: unknown }).name === 'ErrnoError' && (e as { errno?: unknown }).errno === 51)
      return true;
  }
  return false;
}

/** Network failures of a connection (node-postgres passes the socket's error on). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** PostgreSQL going away: admin_shutdown, crash_shutdown, cannot_connect_now. */
const SHUTDOWN_CODES = new Set(['57P01', '57P02', '57P03']);
/** What node-postgres, pg-pool and PGlite say when there is no connection to be had. */
const GONE =
  /^Connection terminated|encountered a connection error and is not queryable|timeout exceeded when trying to connect|is not currently accepting connections|PGlite is closed/;

/** The database is away (restarting, unreachable, closed): the request may succeed later. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causes(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (CONNECTION_CODES.has(code) || SHUTDOWN_CODES.has(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && GONE.test(e.message)) return true;
  }
  return false;
}

/** The clear answer for a fault of the machine, or undefined for any other error (a 500). */
export function faultAsAppError(err: unknown): AppError | undefined {
  if (isDiskFull(err)) return new AppError('STORAGE_FULL', FAULT_MSG.storageFull);
  if (isDatabaseUnavailable(err)) {
    return new AppError('UNAVAILABLE', FAULT_MSG.unavailable, { retryAfter: RETRY_AFTER_S });
  }
  return undefined;
}
