import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';

/** The job runner's settings (decision 037): INSTANCE_ID and JOB_LANE_CONCURRENCY. */
const base = {
  NODE_ENV: 'test',
  PORT: '3211',
  AUTH_SECRET: 'x'.repeat(32),
  DATA_DIR: path.join(os.tmpdir(), 'hydroparts-jobs-config-test'),
} as const;

describe('job runner settings', () => {
  it('names the instance by host and port, or host and the embedded database, unless INSTANCE_ID says', () => {
    const host = os.hostname();
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://x@127.0.0.1/db' }).instanceId).toBe(
      `${host}:3211`,
    );
    expect(loadConfig({ ...base }).instanceId).toBe(`${host}:embedded`);
    expect(loadConfig({ ...base, INSTANCE_ID: 'worker-1' }).instanceId).toBe('worker-1');
  });

  it('refuses an INSTANCE_ID with a slash or a space, in German', () => {
    for (const id of ['a/b', 'a b']) {
      expect(() => loadConfig({ ...base, INSTANCE_ID: id })).toThrow(
        'INSTANCE_ID: bis zu 100 Zeichen ohne Leerzeichen und ohne /',
      );
    }
  });

  it('reads lane concurrency for the lanes named and leaves the others to their default', () => {
    expect(loadConfig({ ...base }).jobLaneConcurrency).toEqual({});
    expect(loadConfig({ ...base, JOB_LANE_CONCURRENCY: 'mail=8, webhook=2' }).jobLaneConcurrency).toEqual({
      mail: 8,
      webhook: 2,
    });
    // Decision 068: the live lane and the audience lane are named like the others.
    expect(loadConfig({ ...base, JOB_LANE_CONCURRENCY: 'live=3,audience=1' }).jobLaneConcurrency).toEqual({
      live: 3,
      audience: 1,
    });
  });

  it('refuses an unknown lane or a count of 0, naming the lanes', () => {
    for (const value of ['post=3', 'mail=0', 'mail=4,', 'mail']) {
      expect(() => loadConfig({ ...base, JOB_LANE_CONCURRENCY: value })).toThrow(
        /JOB_LANE_CONCURRENCY: z\. B\. mail=8,webhook=4 \(Spuren: mail, webhook, push, document, schedule, live, audience, default/,
      );
    }
  });
});
