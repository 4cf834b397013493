import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from './blob-store.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('local blob store', () => {
  it('stores, reads and deletes bytes under its root', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'blobs-'));
    dirs.push(root);
    const store = createLocalBlobStore(root);
    await store.put('request-attachments/u1/a.jpg', Buffer.from('abc'), 'image/jpeg');
    expect((await store.get('request-attachments/u1/a.jpg'))?.toString()).toBe('abc');
    await store.delete('request-attachments/u1/a.jpg');
    expect(await store.get('request-attachments/u1/a.jpg')).toBeNull();
  });

  it('refuses keys that would leave its root', async () => {
    const store = createLocalBlobStore('/tmp/never-used');
    await expect(store.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Ungültiger/);
    await expect(store.get('/abs/path')).rejects.toThrow(/Ungültiger/);
  });
});
