import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { resolveVapidKeys, VAPID_FILE, vapidGaps } from './config-vapid.ts';

const pair = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
};

describe('VAPID keys (issue 31)', () => {
  it('are made once into DATA_DIR (0600) and read back by every later start on it', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vapid-'));
    const opts = {
      env: 'development' as const,
      publicKey: undefined,
      privateKey: undefined,
      subject: 'mailto:a@b.de',
      dataDir,
    };
    const first = resolveVapidKeys(opts);
    const file = path.join(dataDir, VAPID_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    // A restart, and a second instance sharing DATA_DIR: the same pair.
    expect(resolveVapidKeys(opts)).toEqual(first);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).push.vapid.publicKey).toBe(
      first.publicKey,
    );
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
  });

  it('come from the environment when given, and refuse half or mismatched pairs and a bad subject', () => {
    const keys = pair();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vapid-'));
    const config = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://hydroparts.example',
    });
    expect(config.push.vapid).toEqual({ ...keys, subject: 'https://hydroparts.example' });
    expect(vapidGaps({ VAPID_PUBLIC_KEY: keys.publicKey })).toHaveLength(1);
    expect(
      vapidGaps({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: pair().privateKey }),
    ).toHaveLength(1);
    expect(vapidGaps({ VAPID_SUBJECT: 'push@example.com' })).toEqual([
      'VAPID_SUBJECT: muss mit mailto: oder https:// beginnen',
    ]);
    expect(() =>
      loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, VAPID_PRIVATE_KEY: keys.privateKey }),
    ).toThrow(/VAPID_PUBLIC_KEY und VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', PUSH_ALLOW_PRIVATE: 'true' })).toThrow(
      /PUSH_ALLOW_PRIVATE: nur für Tests/,
    );
  });
});
