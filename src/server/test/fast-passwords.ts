import { vi } from 'vitest';

/**
 * Test-only work factor for password hashes. better-auth's scrypt (N=16384, r=16) costs ~100 ms
 * per hash on purpose — and 300 ms on this shared 2-core machine — while the suite signs up and
 * logs in hundreds of accounts. Here the same algorithm and the same `salt:key` format run with
 * N=1024, r=8: every hash still round-trips through better-auth's own signup, login and reset
 * code (inlined in vitest.config.ts so that this mock reaches it), only cheaper.
 */
vi.mock('@better-auth/utils/password', async () => {
  const { randomBytes, scrypt } = await import('node:crypto');
  const key = (password: string, salt: string) =>
    new Promise<Buffer>((resolve, reject) =>
      scrypt(password.normalize('NFKC'), salt, 64, { N: 1024, r: 8, p: 1 }, (err, k) =>
        err ? reject(err) : resolve(k),
      ),
    );
  return {
    async hashPassword(password: string) {
      const salt = randomBytes(16).toString('hex');
      return `${salt}:${(await key(password, salt)).toString('hex')}`;
    },
    async verifyPassword(hash: string, password: string) {
      const [salt, stored] = hash.split(':');
      if (!salt || !stored) throw new Error('Invalid password hash');
      return (await key(password, salt)).toString('hex') === stored;
    },
  };
});
