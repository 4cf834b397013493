import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { startupWarnings } from '#server/modules/ops/startup-warnings.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { createS3BlobStore } from './blob-store.ts';

// A real S3-compatible server (s3rver speaks the S3 REST protocol over HTTP) in this process.
let s3: S3rver;
let dir: string;
let env: Record<string, string>;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hp-s3-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'hydroparts', configs: [] }],
  });
  const { port } = await s3.run();
  env = {
    S3_BUCKET: 'hydroparts',
    S3_REGION: 'eu-central-1',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    // Instances behind one load balancer share the signing secret, or a session would not carry over.
    AUTH_SECRET: randomBytes(32).toString('hex'),
  };
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

describe('S3 blob store against an S3-compatible server', () => {
  it('puts, gets and deletes objects; a missing key is null', async () => {
    const store = createS3BlobStore(loadConfig({ NODE_ENV: 'test', ...env }).s3!);
    await store.put('probe/a.bin', Buffer.from([1, 2, 3]), 'application/octet-stream');
    expect(await store.get('probe/a.bin')).toEqual(Buffer.from([1, 2, 3]));
    await store.delete('probe/a.bin');
    expect(await store.get('probe/a.bin')).toBeNull();
    await expect(store.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow();
  });

  it('serves a photo uploaded on one instance through another instance', async () => {
    // Two instances share the database and the bucket, each with its own (empty) local disk.
    const dataA = await mkdtemp(path.join(os.tmpdir(), 'hp-a-'));
    const dataB = await mkdtemp(path.join(os.tmpdir(), 'hp-b-'));
    const a: TestApp = await startTestApp({ env: { ...env, DATA_DIR: dataA } });
    const configB = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JOBS_ENABLED: 'false',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: dataB,
      ...env,
    });
    const b = await buildApp({ config: configB, database: a.database });
    try {
      expect(a.app.deps.blobs.kind).toBe('s3');
      expect((await new Client(b).get('/api/ready')).json().checks.storage).toBe('ok');
      const buyer = await given.verifiedBuyer(a);
      const onA = await given.loggedIn(a, buyer, 'buyer');
      const photo = await sharp({ create: { width: 6, height: 6, channels: 3, background: '#118833' } })
        .png()
        .toBuffer();
      const { body, headers } = given.multipart({ partNumber: 'R900561274', manufacturer: 'Bosch Rexroth' }, [
        { fileName: 'pumpe.png', contentType: 'image/png', data: photo },
      ]);
      const created = await onA.request('POST', '/api/v1/buyer/requests', body, headers);
      expect(created.statusCode).toBe(201);
      const url = created.json().photos[0].url as string;

      const onB = new Client(b);
      onB.cookies = new Map(onA.cookies);
      const served = await onB.get(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      const meta = await sharp(served.rawPayload).metadata();
      expect({ w: meta.width, h: meta.height }).toEqual({ w: 6, h: 6 });
      // Nothing went to either instance's disk.
      expect(await readdir(dataA)).not.toContain('uploads');
      expect(await readdir(dataB)).not.toContain('uploads');
    } finally {
      await b.close();
      await a.close();
      await rm(dataA, { recursive: true, force: true });
      await rm(dataB, { recursive: true, force: true });
    }
  });
});

describe('start-up warning about uploads on local disk', () => {
  // Everything else production requires (issue 18), so that only the storage setting differs.
  const production = {
    NODE_ENV: 'production',
    AUTH_SECRET: 'x'.repeat(32),
    PUBLIC_URL: 'https://hydroparts.example',
    MAIL_KEEP: 'true',
    COMPANY_NAME: 'Beispiel GmbH',
    COMPANY_ADDRESS: 'Musterstraße 1, 70173 Stuttgart',
    COMPANY_MANAGING_DIRECTOR: 'Erika Muster',
    COMPANY_EMAIL: 'kontakt@hydroparts.example',
    // Without it production warns that /metrics is off (issue 38); this block is about storage.
    METRICS_TOKEN: 'm'.repeat(16),
  };
  const base = { ...production, DATABASE_URL: 'postgres://db/hp' };
  it('warns in production with DATABASE_URL and no S3_BUCKET', () => {
    expect(startupWarnings(loadConfig(base))).toEqual([
      expect.stringContaining('DATABASE_URL ohne S3_BUCKET'),
    ]);
  });
  it('stays quiet with a bucket, in the embedded mode, and outside production', () => {
    expect(startupWarnings(loadConfig({ ...base, S3_BUCKET: 'hp' }))).toEqual([]);
    expect(startupWarnings(loadConfig(production))).toEqual([]);
    expect(startupWarnings(loadConfig({ ...base, NODE_ENV: 'development' }))).toEqual([]);
  });
});
