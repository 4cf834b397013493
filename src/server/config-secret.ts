import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Secrets that were ever public (committed to the repository) sign nothing: a token made with
 * them would verify any address. Refused even when set explicitly.
 */
export const PUBLIC_SECRETS: readonly string[] = [
  'hydroparts-embedded-development-secret-not-for-production',
];

export const SECRET_FILE = 'auth-secret';

/**
 * AUTH_SECRET when given; with DATABASE_URL it must be given (every instance shares it).
 * Embedded: a random secret made on first start and kept in DATA_DIR (0600), so sessions
 * survive restarts. Tests without one get a fresh random secret that never touches disk.
 */
export function resolveAuthSecret(opts: {
  env: 'development' | 'production' | 'test';
  secret: string | undefined;
  embedded: boolean;
  dataDir: string;
}): string {
  if (opts.secret) {
    if (PUBLIC_SECRETS.includes(opts.secret)) {
      throw new Error(
        'Ungültige Konfiguration:\n  - AUTH_SECRET: dieser Wert ist öffentlich bekannt; bitte einen eigenen setzen (openssl rand -hex 32)',
      );
    }
    return opts.secret;
  }
  if (!opts.embedded) {
    throw new Error(
      'Ungültige Konfiguration:\n  - AUTH_SECRET: mit DATABASE_URL erforderlich (alle Instanzen müssen denselben Wert teilen; openssl rand -hex 32)',
    );
  }
  if (opts.env === 'test') return randomBytes(32).toString('hex');
  return readOrCreateSecretFile(path.join(opts.dataDir, SECRET_FILE));
}

function readOrCreateSecretFile(file: string): string {
  if (existsSync(file)) {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32 && !PUBLIC_SECRETS.includes(existing)) {
      chmodSync(file, 0o600);
      return existing;
    }
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
