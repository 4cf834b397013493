import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { pgServerUrl } from '#server/test/harness.ts';
import { migrationsFolder } from './client.ts';
import { migratePostgres } from './migrator.ts';

/*
 * Decision 041's rule, tested on PostgreSQL (test:pg): a migration must not block the writes of
 * requests, offers and orders for longer than a second on a database with MIGRATION_LOCK_ROWS
 * requests (default 1 M). The database is migrated to the last migration written before the rule,
 * filled, and then every newer migration of the repository is applied, followed by a probe: an
 * index build on requests the way the rule asks for it (`-- migrate: no-transaction`,
 * CONCURRENTLY). Meanwhile a writer inserts requests and updates an offer and an order without
 * pause; its slowest write is the measure. A plain CREATE INDEX shows that the writer's waits are
 * seen: it is caught waiting for the table's lock.
 */

/** The last migration written before the rule; newer ones are held to it here. */
const BEFORE_THE_RULE = '0016_inline_trigger_counts';
const ROWS = Number(process.env.MIGRATION_LOCK_ROWS ?? 1_000_000);
const LIMIT_MS = 1000;

interface Entry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}

/** A copy of the migrations folder holding the journal's entries up to `lastTag`, plus `extra`. */
function folderWith(lastTag: string | null, extra: { tag: string; sql: string }[] = []): string {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Entry[];
  };
  const cut =
    lastTag === null ? journal.entries.length : journal.entries.findIndex((e) => e.tag === lastTag) + 1;
  const entries = journal.entries.slice(0, cut);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hp-lock-migrations-'));
  mkdirSync(path.join(dir, 'meta'));
  for (const file of readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'))) {
    copyFileSync(path.join(migrationsFolder, file), path.join(dir, file));
  }
  let when = Math.max(...journal.entries.map((e) => e.when));
  for (const e of extra) {
    entries.push({ idx: entries.length, version: '7', when: ++when, tag: e.tag, breakpoints: true });
    writeFileSync(path.join(dir, `${e.tag}.sql`), e.sql);
  }
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

async function fill(client: pg.Client): Promise<{ offerId: string; orderId: string; buyerId: string }> {
  // Triggers (and foreign keys, which are triggers) off for the bulk load only.
  await client.query('set session_replication_role = replica');
  const buyer = await client.query<{ id: string }>(
    "insert into profiles (email, name, role, email_verified) values ('locks@example.test', 'Locks', 'buyer', true) returning id",
  );
  const buyerId = buyer.rows[0]!.id;
  await client.query(
    `insert into requests (buyer_id, manufacturer, part_number, quantity, description)
     select $1, 'Bosch Rexroth', 'LOCK-' || g, 1 + g % 7, 'Axialkolbenpumpe ' || g from generate_series(1, $2) g`,
    [buyerId, ROWS],
  );
  const request = await client.query<{ id: string }>('select id from requests limit 1');
  const requestId = request.rows[0]!.id;
  const offer = await client.query<{ id: string }>(
    `insert into offers (request_id, seller_id, price, delivery_time, valid_until)
     values ($1, $2, 100, '2', current_date + 30) returning id`,
    [requestId, buyerId],
  );
  const order = await client.query<{ id: string }>(
    `insert into orders (order_number, offer_id, request_id, buyer_id, seller_id, total_amount, tax_amount, billing_address)
     values ('LOCK-1', $1, $2, $3, $3, 119, 19, '{}') returning id`,
    [offer.rows[0]!.id, requestId, buyerId],
  );
  await client.query('set session_replication_role = origin');
  await client.query('analyze requests, offers, orders');
  return { offerId: offer.rows[0]!.id, orderId: order.rows[0]!.id, buyerId };
}

/** Writes without pause until stopped; the slowest write, and whether one was seen waiting for a lock. */
function startWriter(url: string, ids: { offerId: string; orderId: string; buyerId: string }) {
  let stop = false;
  let slowest = 0;
  let writes = 0;
  const client = new pg.Client({ connectionString: url, application_name: 'lock-test-writer' });
  const done = (async () => {
    await client.connect();
    for (let i = 0; !stop; i++) {
      const started = performance.now();
      await client.query(
        "insert into requests (buyer_id, manufacturer, part_number, quantity) values ($1, 'Bosch Rexroth', $2, 1)",
        [ids.buyerId, `LOCK-W-${i}`],
      );
      await client.query('update offers set notes = $1 where id = $2', [`w${i}`, ids.offerId]);
      await client.query('update orders set special_instructions = $1 where id = $2', [`w${i}`, ids.orderId]);
      slowest = Math.max(slowest, performance.now() - started);
      writes += 1;
    }
    await client.end();
  })();
  return {
    async stop() {
      stop = true;
      await done;
      return { slowest, writes };
    },
  };
}

/** Samples pg_stat_activity: was the writer ever waiting for a lock? */
function startLockWatch(url: string) {
  let stop = false;
  let seenWaiting = false;
  const client = new pg.Client({ connectionString: url });
  const done = (async () => {
    await client.connect();
    while (!stop) {
      const r = await client.query(
        "select 1 from pg_stat_activity where application_name = 'lock-test-writer' and wait_event_type = 'Lock'",
      );
      if (r.rows.length > 0) seenWaiting = true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.end();
  })();
  return {
    async stop() {
      stop = true;
      await done;
      return seenWaiting;
    },
  };
}

describe.runIf(pgServerUrl())(`migrations on ${ROWS} requests (decision 041)`, () => {
  it('no newer migration, and no index build the rule asks for, blocks writes for a second', async () => {
    const admin = new URL(pgServerUrl()!);
    admin.pathname = '/postgres';
    const name = `hydroparts_locks_${Date.now()}_${process.pid}`;
    const adminClient = new pg.Client({ connectionString: admin.toString() });
    await adminClient.connect();
    await adminClient.query(`create database ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    try {
      await migratePostgres(url.toString(), folderWith(BEFORE_THE_RULE));
      await client.connect();
      const ids = await fill(client);

      // The rule: every migration since, then an index build on requests as the rule writes it.
      const probe = {
        tag: '9998_lock_probe_concurrently',
        sql:
          '-- migrate: no-transaction\n' +
          'DROP INDEX CONCURRENTLY IF EXISTS requests_lock_probe_idx;\n--> statement-breakpoint\n' +
          'CREATE INDEX CONCURRENTLY requests_lock_probe_idx ON requests (part_number, quantity);',
      };
      let writer = startWriter(url.toString(), ids);
      const applied = await migratePostgres(url.toString(), folderWith(null, [probe]));
      const concurrent = await writer.stop();
      expect(applied.at(-1)).toBe(probe.tag);
      expect(concurrent.writes).toBeGreaterThan(0);
      console.log(
        `${ROWS} requests: ${applied.join(', ')}; slowest write ${concurrent.slowest.toFixed(0)} ms of ${concurrent.writes}`,
      );
      expect(concurrent.slowest).toBeLessThan(LIMIT_MS);

      // The same build without CONCURRENTLY: the writer is seen waiting for the table's lock.
      const plain = {
        tag: '9999_lock_probe_plain',
        sql: 'CREATE INDEX requests_lock_probe_plain ON requests (part_number, quantity);',
      };
      writer = startWriter(url.toString(), ids);
      const watch = startLockWatch(url.toString());
      await migratePostgres(url.toString(), folderWith(null, [probe, plain]));
      const blocked = await writer.stop();
      expect(await watch.stop()).toBe(true);
      console.log(`plain CREATE INDEX: slowest write ${blocked.slowest.toFixed(0)} ms`);
    } finally {
      await client.end().catch(() => undefined);
      await adminClient.query(`drop database if exists ${name} with (force)`);
      await adminClient.end();
    }
  }, 600_000);
});
