/**
 * Issue 38's must-show: PostgreSQL restarted twice under load with two instances. A throwaway
 * database on the local server; two app processes on it (instance 1 migrates and seeds the demo
 * accounts); the demo buyer writes requests from PGR_LOOPS loops spread over both instances,
 * readers keep reading the buyer's list on each instance, the
 * demo seller has a live stream open on each instance, and /api/ready of both is polled every
 * 100 ms. Twice the PostgreSQL server is stopped, kept down PGR_DOWN_MS and started again.
 *
 * Checked: both processes still run; each answered /api/ready 503 while the server was away and
 * 200 within 30 s after it was back; no request answered 201 is missing or stored twice; nothing
 * but 201 and 503 was answered; each live stream got `refetch` after each outage, and after the
 * second both streams receive the live events of a request written through either instance; the
 * lists of both instances count exactly what the database holds.
 *
 *   node --disable-warning=ExperimentalWarning scripts/faults/pg-restart.ts   (npm run faults:pg-restart)
 *
 * The restart is real and affects every database on that server: run it when nobody else's tests
 * use it. PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres), PGR_STOP / PGR_START (the
 * commands; default `pg_ctlcluster 15 main stop -m fast` / `… start`), PGR_DOWN_MS (3000),
 * PGR_PORT (3221: instances on 3221 and 3222), PGR_LOOPS (4). PGR_SIMULATE=true leaves the server
 * running and takes only this run's database away (ALLOW_CONNECTIONS false, its backends
 * terminated), for trying the script out beside others. Exit 1 when anything fails.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const stopCmd = process.env.PGR_STOP ?? 'pg_ctlcluster 15 main stop -m fast';
const startCmd = process.env.PGR_START ?? 'pg_ctlcluster 15 main start';
const simulate = process.env.PGR_SIMULATE === 'true';
const downMs = Number(process.env.PGR_DOWN_MS ?? 3000);
const firstPort = Number(process.env.PGR_PORT ?? 3221);
const loops = Number(process.env.PGR_LOOPS ?? 4);
const READY_WITHIN_S = 30;
const run = Date.now().toString(36);
const dbName = `hydroparts_pgrestart_${run}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const work = mkdtempSync(path.join(os.tmpdir(), 'hp-pgrestart-'));
/** One secret for both instances (sessions and second factors are shared through the database). */
const authSecret = randomBytes(32).toString('hex');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const since = (t0: number) => ((Date.now() - t0) / 1000).toFixed(1);

async function asAdmin<T>(work: (c: pg.Client) => Promise<T>, url = adminUrl): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/** True when the server takes connections to this run's database again. */
async function serverUp(): Promise<boolean> {
  return asAdmin((c) => c.query('select 1'), databaseUrl).then(
    () => true,
    () => false,
  );
}

/** The server away: stopped for real, or (PGR_SIMULATE) this run's database closed to connections. */
async function stopServer(): Promise<void> {
  if (!simulate) return void execSync(stopCmd, { stdio: 'inherit' });
  await asAdmin(async (c) => {
    await c.query(`alter database ${dbName} allow_connections false`);
    await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [dbName]);
  });
}

async function startServer(): Promise<void> {
  if (!simulate) return void execSync(startCmd, { stdio: 'inherit' });
  await asAdmin((c) => c.query(`alter database ${dbName} allow_connections true`));
}

// ---------------------------------------------------------------------------------------------
// Two instances.

interface Instance {
  n: number;
  base: string;
  child: ChildProcess;
  log: string;
  /** Every /api/ready answer: [ms epoch, status (0: no answer)]. */
  ready: [number, number][];
}

const instances: Instance[] = [];
process.on('exit', () => {
  for (const i of instances) i.child.kill('SIGKILL');
});

function startInstance(n: number, seed: boolean): Instance {
  const port = firstPort + n - 1;
  const base = `http://127.0.0.1:${port}`;
  const log = path.join(work, `instance-${n}.log`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    INSTANCE_ID: `pg-restart-${run}-${n}`,
    AUTH_SECRET: authSecret,
    SEED_DEMO: String(seed),
    DATA_DIR: path.join(work, `data-${n}`),
  };
  const out = openSync(log, 'a');
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'src/server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', out, out],
  });
  const instance = { n, base, child, log, ready: [] };
  instances.push(instance);
  return instance;
}

async function readyStatus(i: Instance): Promise<number> {
  return fetch(`${i.base}/api/ready`, { signal: AbortSignal.timeout(5000) }).then(
    (r) => r.status,
    () => 0,
  );
}

async function waitReady(i: Instance, ms = 180_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (i.child.exitCode !== null) throw new Error(`Instanz ${i.n} beendet, siehe ${i.log}`);
    if ((await readyStatus(i)) === 200) return;
    await sleep(200);
  }
  throw new Error(`Instanz ${i.n}: /api/ready nicht 200 nach ${ms / 1000} s, siehe ${i.log}`);
}

// ---------------------------------------------------------------------------------------------
// Sessions, load, readers, live streams.

async function signIn(i: Instance, email: string, role: string): Promise<string> {
  const res = await fetch(`${i.base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: i.base },
    body: JSON.stringify({ email, password: 'demo1234', role }),
  });
  if (res.status !== 200) throw new Error(`Anmeldung ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0])
    .join('; ');
}

const acknowledged = new Map<string, string>(); // part number → request id
const statuses = new Map<string, number>(); // "write 201", "read 503", … → count
const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
let attempted = 0;
let loadOn = true;

async function postRequest(i: Instance, cookie: string, partNumber: string): Promise<number> {
  const form = new FormData();
  form.set('partNumber', partNumber);
  form.set('manufacturer', 'Bosch Rexroth');
  form.set('quantity', '1');
  form.set('description', 'PostgreSQL restart test');
  const res = await fetch(`${i.base}/api/v1/buyer/requests`, {
    method: 'POST',
    headers: { origin: i.base, cookie },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  const body = await res.text();
  if (res.status === 201) acknowledged.set(partNumber, (JSON.parse(body) as { id: string }).id);
  return res.status;
}

async function loadLoop(k: number, cookie: string): Promise<void> {
  while (loadOn) {
    const i = instances[(attempted + k) % instances.length]!;
    const partNumber = `PGR-${run}-${attempted++}`;
    try {
      const status = await postRequest(i, cookie, partNumber);
      count(`write ${status}`);
      if (status !== 201) await sleep(100);
    } catch {
      count('write no answer');
      await sleep(100);
    }
  }
}

/** The buyer's list of this run's requests, as each instance answers it. */
async function listTotal(i: Instance, cookie: string): Promise<number> {
  const res = await fetch(`${i.base}/api/v1/buyer/requests?search=PGR-${run}&pageSize=1`, {
    headers: { cookie },
    signal: AbortSignal.timeout(30_000),
  });
  count(`read ${res.status}`);
  if (res.status !== 200) return -1;
  return ((await res.json()) as { total: number }).total;
}

async function readLoop(i: Instance, cookie: string): Promise<void> {
  while (loadOn) {
    await listTotal(i, cookie).catch(() => count('read no answer'));
    await sleep(300);
  }
}

async function readyLoop(i: Instance): Promise<void> {
  while (loadOn) {
    i.ready.push([Date.now(), await readyStatus(i)]);
    await sleep(100);
  }
}

interface Stream {
  instance: Instance;
  text: string;
  events: () => { event: string; data: string }[];
  close: () => void;
}

async function openStream(i: Instance, cookie: string): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(`${i.base}/api/v1/live/events`, { headers: { cookie }, signal: abort.signal });
  if (res.status !== 200) throw new Error(`Live-Stream auf Instanz ${i.n}: ${res.status}`);
  const stream: Stream = {
    instance: i,
    text: '',
    events: () =>
      stream.text
        .split('\n\n')
        .map((block) => ({
          event: /^event: (.*)$/m.exec(block)?.[1] ?? 'message',
          data: /^data: (.*)$/m.exec(block)?.[1] ?? '',
        }))
        .filter((e) => e.event !== 'message' || e.data !== ''),
    close: () => abort.abort(),
  };
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      stream.text += decoder.decode(value, { stream: true });
    }
  })();
  return stream;
}

// ---------------------------------------------------------------------------------------------

const failures: string[] = [];
const check = (ok: boolean, message: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
  if (!ok) failures.push(message);
};

await asAdmin((c) => c.query(`create database ${dbName}`));
console.log(
  `database ${dbName}, logs in ${work}${simulate ? ' (simulated: only this database taken away)' : ''}`,
);
try {
  const first = startInstance(1, true);
  await waitReady(first);
  const second = startInstance(2, false);
  await waitReady(second);
  const buyer = await signIn(first, 'kaeufer@hydroparts.demo', 'buyer');
  const seller = await signIn(first, 'verkaeufer@hydroparts.demo', 'seller');
  const streams = await Promise.all(instances.map((i) => openStream(i, seller)));

  const background = [
    ...Array.from({ length: loops }, (_, k) => loadLoop(k, buyer)),
    ...instances.map((i) => readLoop(i, buyer)),
    ...instances.map((i) => readyLoop(i)),
  ];

  const outages: { stoppedAt: number; startingAt: number; backAt: number; refetchBefore: number[] }[] = [];
  for (let round = 1; round <= 2; round++) {
    await sleep(6000);
    const refetchBefore = streams.map((s) => s.events().filter((e) => e.event === 'refetch').length);
    const t0 = Date.now();
    await stopServer();
    const stoppedAt = Date.now();
    await sleep(downMs);
    const startingAt = Date.now();
    await startServer();
    while (!(await serverUp())) await sleep(50);
    const backAt = Date.now();
    outages.push({ stoppedAt, startingAt, backAt, refetchBefore });
    console.log(
      `restart ${round}: stop took ${((stoppedAt - t0) / 1000).toFixed(1)} s, server away ${((backAt - stoppedAt) / 1000).toFixed(1)} s; acknowledged so far ${acknowledged.size}`,
    );
    // Both instances ready again before the next round (or the limit passes: checked below).
    const until = backAt + READY_WITHIN_S * 1000 + 5000;
    while (Date.now() < until) {
      const all = instances.every((i) => i.ready.some(([at, s]) => at > backAt && s === 200));
      if (all) break;
      await sleep(100);
    }
  }
  await sleep(6000);
  loadOn = false;
  await Promise.all(background);

  // --- The instances through both outages.
  for (const i of instances) check(i.child.exitCode === null, `instance ${i.n} still running`);
  for (const [r, o] of outages.entries()) {
    for (const i of instances) {
      const away = i.ready.filter(([at]) => at >= o.stoppedAt && at < o.startingAt);
      const firstOk = i.ready.find(([at, s]) => at >= o.backAt && s === 200);
      const after = firstOk ? (firstOk[0] - o.backAt) / 1000 : Infinity;
      // A probe that began just before the stop may still have been answered 200.
      const firstAway = away.findIndex(([, s]) => s === 503);
      const okWhileAway = away.filter(([, s], k) => s !== 503 && (firstAway < 0 || k > firstAway));
      const firstAwayS = firstAway < 0 ? Infinity : (away[firstAway]![0] - o.stoppedAt) / 1000;
      check(
        firstAway >= 0 && okWhileAway.length === 0,
        `restart ${r + 1}, instance ${i.n}: /api/ready 503 from ${firstAwayS.toFixed(1)} s after the stop until the server was started again ` +
          `(${away.length} probes: ${away.map(([at, s]) => `${((at - o.stoppedAt) / 1000).toFixed(1)}s ${s}`).join(', ')})`,
      );
      check(
        after <= READY_WITHIN_S,
        `restart ${r + 1}, instance ${i.n}: /api/ready 200 ${after.toFixed(1)} s after the server was back (limit ${READY_WITHIN_S} s)`,
      );
    }
  }
  const answered = [...statuses].sort().map(([k, n]) => `${k}: ${n}`);
  console.log(`     answers: ${answered.join(', ')}`);
  const unexpected = [...statuses].filter(([k]) => !/ (200|201|503)$/.test(k));
  check(
    unexpected.length === 0,
    `nothing but 200, 201 and 503 answered (else: ${unexpected.map(([k, n]) => `${k} ${n}`).join(', ') || 'none'})`,
  );

  // --- Live events: a refetch per outage, and live events on both instances after.
  for (const [s, stream] of streams.entries()) {
    const refetches = stream.events().filter((e) => e.event === 'refetch').length;
    check(
      refetches >= outages.length && refetches > outages[1]!.refetchBefore[s]!,
      `live stream on instance ${stream.instance.n}: ${refetches} refetch events for ${outages.length} outages`,
    );
  }
  const streamsAfter = await Promise.all(instances.map((i) => openStream(i, seller)));
  const probes: string[] = [];
  for (const i of instances) {
    const partNumber = `PGR-${run}-live-${i.n}`;
    check(
      (await postRequest(i, buyer, partNumber)) === 201,
      `request ${partNumber} written through instance ${i.n}`,
    );
    probes.push(acknowledged.get(partNumber)!);
  }
  const liveUntil = Date.now() + 20_000;
  const seen = (s: Stream) => probes.filter((id) => s.events().some((e) => e.data.includes(id))).length;
  while (Date.now() < liveUntil && ![...streams, ...streamsAfter].every((s) => seen(s) === probes.length)) {
    await sleep(100);
  }
  for (const s of streams) {
    check(
      seen(s) === probes.length,
      `stream opened before the restarts on instance ${s.instance.n}: ${seen(s)} of ${probes.length} new requests seen live`,
    );
  }
  for (const s of streamsAfter) {
    check(
      seen(s) === probes.length,
      `stream opened after the restarts on instance ${s.instance.n}: ${seen(s)} of ${probes.length} new requests seen live`,
    );
  }
  for (const s of [...streams, ...streamsAfter]) s.close();

  // --- What the database holds, and what the lists say.
  const rows = await asAdmin(
    async (c) =>
      (
        await c.query<{ part_number: string; n: number }>(
          `select part_number, count(*)::int as n from requests where part_number like $1 group by part_number`,
          [`PGR-${run}-%`],
        )
      ).rows,
    databaseUrl,
  );
  const stored = new Map(rows.map((r) => [r.part_number, r.n]));
  const lost = [...acknowledged.keys()].filter((p) => !stored.has(p));
  const duplicated = rows.filter((r) => r.n > 1);
  check(
    lost.length === 0,
    `acknowledged requests lost: ${lost.length} of ${acknowledged.size} ${lost.slice(0, 5).join(' ')}`,
  );
  check(duplicated.length === 0, `requests stored more than once: ${duplicated.length}`);
  console.log(
    `     ${attempted} attempted, ${acknowledged.size} acknowledged, ${rows.length - acknowledged.size} stored without an acknowledgement`,
  );
  for (const i of instances) {
    // Twice: the first read may be computed, the second is the kept answer.
    await listTotal(i, buyer);
    const total = await listTotal(i, buyer);
    check(
      total === rows.length,
      `instance ${i.n}: the buyer's list counts ${total}, the database ${rows.length}`,
    );
  }

  const readyAfter = outages.flatMap((o) =>
    instances.map((i) => {
      const ok = i.ready.find(([at, s]) => at >= o.backAt && s === 200);
      return ok ? (ok[0] - o.backAt) / 1000 : Infinity;
    }),
  );
  console.log(
    `\nsummary: 2 restarts (server away ${outages.map((o) => ((o.backAt - o.stoppedAt) / 1000).toFixed(1)).join(' s, ')} s), ` +
      `writes acknowledged ${acknowledged.size}, lost ${lost.length}, duplicated ${duplicated.length}, ` +
      `503 answers ${(statuses.get('write 503') ?? 0) + (statuses.get('read 503') ?? 0)}, ` +
      `/api/ready 200 ${Math.min(...readyAfter).toFixed(1)}–${Math.max(...readyAfter).toFixed(1)} s after the server was back, ` +
      `run took ${since(Number.parseInt(run, 36))} s`,
  );
} catch (err) {
  failures.push(String(err));
  console.log(`FAIL ${String(err)}`);
} finally {
  for (const i of instances) i.child.kill('SIGTERM');
  await Promise.all(
    instances.map(
      (i) =>
        new Promise<void>((resolve) =>
          i.child.exitCode !== null ? resolve() : i.child.once('exit', () => resolve()),
        ),
    ),
  );
  instances.length = 0;
  if (simulate) await startServer().catch(() => undefined);
  while (
    !(await asAdmin((c) => c.query('select 1')).then(
      () => true,
      () => false,
    ))
  )
    await sleep(200);
  await asAdmin((c) => c.query(`drop database if exists ${dbName} with (force)`));
}
if (failures.length === 0) rmSync(work, { recursive: true, force: true });
else console.log(`logs kept for inspection: ${work}`);
process.exitCode = failures.length === 0 ? 0 : 1;
