import { createECDH } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The server's Web Push identity (RFC 8292): the browser binds each subscription to its public key. */
export interface VapidKeys {
  /** Base64url of the uncompressed P-256 point (65 bytes): `applicationServerKey` in the browser. */
  publicKey: string;
  /** Base64url of the 32-byte private scalar. */
  privateKey: string;
  /** mailto: or https: — the push service's contact for this server. */
  subject: string;
}

export const VAPID_FILE = 'vapid-keys.json';

const b64url = (v: string) => Buffer.from(v, 'base64url');

/** The env's problems with VAPID_*, each a sentence for the configuration error (empty = fine). */
export function vapidGaps(e: {
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
}): string[] {
  const gaps: string[] = [];
  if (!!e.VAPID_PUBLIC_KEY !== !!e.VAPID_PRIVATE_KEY)
    gaps.push(
      'VAPID_PUBLIC_KEY und VAPID_PRIVATE_KEY: nur beide zusammen (oder keiner: dann in DATA_DIR erzeugt)',
    );
  else if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && !keysMatch(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY))
    gaps.push(
      'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY: kein zusammengehöriges P-256-Schlüsselpaar in Base64url (npx web-push generate-vapid-keys)',
    );
  if (e.VAPID_SUBJECT && !/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(e.VAPID_SUBJECT))
    gaps.push('VAPID_SUBJECT: muss mit mailto: oder https:// beginnen');
  return gaps;
}

/** The public key is the private key's point: anything else would sign pushes nobody accepts. */
function keysMatch(publicKey: string, privateKey: string): boolean {
  try {
    const pub = b64url(publicKey);
    const priv = b64url(privateKey);
    if (pub.length !== 65 || pub[0] !== 4 || priv.length !== 32) return false;
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(priv);
    return ecdh.getPublicKey().equals(pub);
  } catch {
    return false;
  }
}

function generate(): Omit<VapidKeys, 'subject'> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
}

/**
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when given (checked by vapidGaps); otherwise a pair made on
 * first start and kept in DATA_DIR (0600), like the auth secret, so subscriptions survive restarts
 * and every instance sharing DATA_DIR signs with the same key. Tests get a fresh pair in memory.
 */
export function resolveVapidKeys(opts: {
  env: 'development' | 'production' | 'test';
  publicKey: string | undefined;
  privateKey: string | undefined;
  subject: string;
  dataDir: string;
}): VapidKeys {
  if (opts.publicKey && opts.privateKey)
    return { publicKey: opts.publicKey, privateKey: opts.privateKey, subject: opts.subject };
  if (opts.env === 'test') return { ...generate(), subject: opts.subject };
  return { ...readOrCreateKeyFile(path.join(opts.dataDir, VAPID_FILE)), subject: opts.subject };
}

function readKeyFile(file: string): Omit<VapidKeys, 'subject'> | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const { publicKey, privateKey } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    if (typeof publicKey === 'string' && typeof privateKey === 'string' && keysMatch(publicKey, privateKey)) {
      chmodSync(file, 0o600);
      return { publicKey, privateKey };
    }
  } catch {
    // unreadable: made anew below
  }
  return undefined;
}

/**
 * Two instances starting at once on one DATA_DIR must end with one pair: each writes its own
 * temporary file and links it to the final name, which only the first link can create; the
 * other reads the winner's (a link appears whole, never half written).
 */
function readOrCreateKeyFile(file: string): Omit<VapidKeys, 'subject'> {
  const existing = readKeyFile(file);
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true });
  const keys = generate();
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  chmodSync(temp, 0o600);
  try {
    // A broken file left from before (not a valid pair) is replaced.
    if (existsSync(file) && !readKeyFile(file)) unlinkSync(file);
    linkSync(temp, file);
    return keys;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const winner = readKeyFile(file);
    if (!winner) throw err;
    return winner;
  } finally {
    unlinkSync(temp);
  }
}
