import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import { jobs } from '#server/db/schema/messaging.ts';
import { openTestDatabase } from '#server/test/harness.ts';
import { findJobs, insertJob, type JobRow } from './repository.ts';
import { createJobRunner, scheduleJobType, type LaneHandler } from './runner.ts';

const log = pino({ level: 'silent' });
let database: Database;
let url: string | undefined;
let closeOwn: () => Promise<void>;
beforeAll(async () => {
  const opened = await openTestDatabase();
  database = opened.database;
  url = opened.url;
  closeOwn = () => opened.database.close();
});
afterAll(() => closeOwn());

/** Job types of this test alone: tests share the database, never each other's rows. */
const typeOf = (name: string) => `test.${name}.${randomUUID().slice(0, 8)}`;

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

async function statusesOf(type: string) {
  return (await findJobs(database.db, type)).map((j) => j.status);
}

describe('lanes (decision 037)', () => {
  it('a job that hangs in one lane holds up no job of another lane', async () => {
    const slow = typeOf('slow');
    const quick = typeOf('quick');
    const release = gate();
    const ran: string[] = [];
    const runner = createJobRunner(
      database.db,
      {
        [slow]: { lane: 'webhook', run: () => release.opened },
        [quick]: { lane: 'mail', run: async (job) => void ran.push(String(job.payload.n)) },
      },
      log,
      [],
      { concurrency: { webhook: 1 } },
    );
    // The slow jobs are older: one lane at a time would run them first.
    for (let n = 0; n < 3; n++) await insertJob(database.db, { type: slow, payload: { n } });
    for (let n = 0; n < 5; n++) await insertJob(database.db, { type: quick, payload: { n } });
    const drained = runner.drain();
    await expect.poll(() => ran.length).toBe(5);
    // Every quick job is done while the first slow one still hangs and the others wait. Polled:
    // a job's 'done' is written after its run returns, and the mail lane runs all five at once.
    await expect.poll(() => statusesOf(quick)).toEqual(Array(5).fill('done'));
    expect((await statusesOf(slow)).sort()).toEqual(['pending', 'pending', 'running']);
    release.open();
    expect(await drained).toBe(8);
    expect(await statusesOf(slow)).toEqual(['done', 'done', 'done']);
  });

  it('runs up to the lane’s concurrency at once, and no more', async () => {
    const type = typeOf('parallel');
    let running = 0;
    let most = 0;
    const runner = createJobRunner(
      database.db,
      {
        [type]: {
          lane: 'webhook',
          run: async () => {
            running += 1;
            most = Math.max(most, running);
            await new Promise((r) => setTimeout(r, 30));
            running -= 1;
          },
        },
      },
      log,
      [],
      { concurrency: { webhook: 3 } },
    );
    for (let n = 0; n < 9; n++) await insertJob(database.db, { type, payload: { n } });
    expect(await runner.drain()).toBe(9);
    expect(most).toBe(3);
  });

  it('a lane whose worker hangs still starts jobs queued later, up to its slots', async () => {
    const type = typeOf('later');
    const release = gate();
    const quick: number[] = [];
    const runner = createJobRunner(
      database.db,
      {
        [type]: {
          lane: 'webhook',
          run: async (job) => {
            if (job.payload.hang) await release.opened;
            else quick.push(Number(job.payload.n));
          },
        },
      },
      log,
      [],
      { concurrency: { webhook: 3 } },
    );
    runner.start(60 * 60 * 1000);
    try {
      await insertJob(database.db, { type, payload: { hang: true } });
      runner.nudge();
      await expect.poll(() => statusesOf(type)).toEqual(['running']);
      // Queued while the lane's only worker hangs: a nudge gives the lane another worker.
      for (let n = 0; n < 2; n++) await insertJob(database.db, { type, payload: { n } });
      runner.nudge();
      await expect.poll(() => quick.length).toBe(2);
      expect(await statusesOf(type)).toEqual(['running', 'done', 'done']);
    } finally {
      release.open();
      await runner.stop();
    }
  });

  it('drain runs what jobs of one lane queue for another, to the end', async () => {
    const first = typeOf('first');
    const then = typeOf('then');
    const done: number[] = [];
    const runner = createJobRunner(
      database.db,
      {
        [first]: {
          lane: 'default',
          run: async (job) => {
            await insertJob(database.db, { type: then, payload: { n: job.payload.n } });
          },
        },
        [then]: { lane: 'mail', run: async (job) => void done.push(Number(job.payload.n)) },
      },
      log,
    );
    for (let n = 0; n < 4; n++) await insertJob(database.db, { type: first, payload: { n } });
    expect(await runner.drain()).toBe(8);
    expect(done.sort()).toEqual([0, 1, 2, 3]);
  });

  it('a split type runs where its payload sends it: mails with a document in their own lane', async () => {
    const type = typeOf('mail');
    const release = gate();
    const plain: number[] = [];
    const handler: LaneHandler = {
      lane: 'mail',
      split: { payloadKey: 'attachments', lane: 'document' },
      run: async (job) => {
        if (job.payload.attachments) await release.opened;
        else plain.push(Number(job.payload.n));
      },
    };
    const runner = createJobRunner(database.db, { [type]: handler }, log, [], { concurrency: { mail: 1 } });
    await insertJob(database.db, { type, payload: { n: 0, attachments: [{ orderId: 'x' }] } });
    for (let n = 1; n <= 3; n++) await insertJob(database.db, { type, payload: { n } });
    const drained = runner.drain();
    // One mail slot, and the plain mails still pass the PDF that hangs in 'document'.
    await expect.poll(() => plain.length).toBe(3);
    const counts = await runner.openJobs();
    expect(counts.filter((c) => c.type === type)).toEqual([
      expect.objectContaining({ lane: 'document', status: 'running', count: 1 }),
    ]);
    release.open();
    expect(await drained).toBe(4);
  });

  it('counts open jobs by lane with the age of the oldest due one', async () => {
    const type = typeOf('counted');
    const runner = createJobRunner(database.db, { [type]: { lane: 'webhook', run: async () => {} } }, log);
    await insertJob(database.db, { type, payload: {}, runAt: new Date(Date.now() - 90_000) });
    await insertJob(database.db, { type, payload: {}, runAt: new Date(Date.now() + 90_000) });
    const [row] = (await runner.openJobs()).filter((c) => c.type === type);
    expect(row).toMatchObject({ lane: 'webhook', status: 'pending', count: 2 });
    expect(row!.oldestDueSeconds).toBeGreaterThanOrEqual(89);
  });
});

describe('a restarted worker (issue 38)', () => {
  async function heldJobs(type: string, lockedBy: string, n: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) ids.push((await insertJob(database.db, { type, payload: { i } }))!);
    // As a worker that was killed mid-job leaves them: running, locked a moment ago.
    await database.db
      .update(jobs)
      .set({ status: 'running', lockedBy, lockedAt: new Date(), attempts: 1 })
      .where(inArray(jobs.id, ids));
    return ids;
  }

  it('takes up at once the jobs its previous incarnation held, not those of other instances', async () => {
    const type = typeOf('held');
    const instanceId = `host-${randomUUID().slice(0, 8)}:3000`;
    const mine = await heldJobs(type, `${instanceId}/${randomUUID()}`, 3);
    const others = await heldJobs(type, `other-${instanceId}/${randomUUID()}`, 2);
    const ran: number[] = [];
    const runner = createJobRunner(
      database.db,
      { [type]: { lane: 'default', run: async (job: JobRow) => void ran.push(job.id) } },
      log,
      [],
      { instanceId },
    );
    runner.start(60 * 60 * 1000);
    try {
      await expect.poll(() => ran.length).toBe(3);
      expect(ran.sort()).toEqual(mine);
      const rows = await findJobs(database.db, type);
      expect(rows.filter((r) => others.includes(r.id)).map((r) => r.status)).toEqual(['running', 'running']);
      // The others' stay theirs until they are stale (5 minutes), then any worker takes them.
      await database.db
        .update(jobs)
        .set({ lockedAt: sql`now() - interval '6 minutes'` })
        .where(inArray(jobs.id, others));
      await runner.drain();
      expect(ran.sort()).toEqual([...mine, ...others].sort());
    } finally {
      await runner.stop();
    }
  });
});

describe('schedules once per cluster (decision 037)', () => {
  it('two runners on one database run each schedule once per period', async () => {
    const name = `chore-${randomUUID().slice(0, 8)}`;
    const hour = 60 * 60 * 1000;
    let clock = Math.floor(Date.now() / hour) * hour + 60_000;
    let runs = 0;
    const schedule = {
      name,
      everyMs: hour,
      run: async () => {
        runs += 1;
      },
    };
    // Two instances, each on its own connection where the database allows it (PostgreSQL).
    const second = url ? await openDatabase({ databaseUrl: url }) : undefined;
    const runners = [database, second ?? database].map((db, i) =>
      createJobRunner(db.db, {}, log, [schedule], { instanceId: `node-${i}`, now: () => clock }),
    );
    try {
      // Both start within the period and tick again and again; drain stands in for the timer's passes.
      for (const r of runners) r.start(20);
      await expect.poll(() => statusesOf(scheduleJobType(name))).toEqual(['done']);
      await new Promise((r) => setTimeout(r, 200));
      await Promise.all(runners.map((r) => r.drain()));
      expect(runs).toBe(1);

      clock += hour;
      await expect.poll(() => statusesOf(scheduleJobType(name))).toEqual(['done', 'done']);
      await new Promise((r) => setTimeout(r, 200));
      await Promise.all(runners.map((r) => r.drain()));
      expect(runs).toBe(2);
      const keys = (await findJobs(database.db, scheduleJobType(name))).map((j) => j.dedupeKey);
      expect(new Set(keys).size).toBe(2);
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
      await second?.close();
      await database.db.delete(jobs).where(eq(jobs.type, scheduleJobType(name)));
    }
  });
});
