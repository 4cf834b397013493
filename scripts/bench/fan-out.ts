/**
 * `node scripts/bench/fan-out.ts <kept-database-url> [sellers] [seconds]` (issue 29): one new
 * request reaching many sellers (default 2 000), on a market seeded by keep.ts.
 *
 * A brand of its own is given to the first N sellers of the seed; a worker (ROLE=worker) sends
 * mail to a local SMTP sink (smtp-server, in this process: each mail really crosses SMTP); a web
 * instance without jobs serves 200 signed-in sellers opening page 1 of their list at 10
 * connections. The list is measured for `seconds` before, then a buyer posts one request for the
 * brand through the API and the list is measured again while the worker fans out, until every
 * seller of the request's stored audience (decision 068) has its mail. Prints the time to the
 * last mail and the list's p50/p99 before and during. The brand and its seller rows are removed
 * afterwards; the request stays, and jobs left waiting by earlier runs are deleted first (a kept
 * database is a scratch database).
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { startProcess, stopProcess } from './load.ts';
import { driveViews, figures, newSamples } from './market-driver.ts';
import { BENCH_DOMAIN } from './seed.ts';
import { benchServerEnv, login } from './size.ts';

const [url, sellersArg, secondsArg] = process.argv.slice(2);
if (!url) throw new Error('usage: fan-out.ts <kept-database-url> [sellers] [seconds]');
const sellerCount = Number(sellersArg ?? 2000);
const seconds = Number(secondsArg ?? 15);
const port = Number(process.env.BENCH_PORT ?? 3970);
const smtpPort = port + 5;
const brand = `Fanout${process.pid}`;

let received = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      received += 1;
      done();
    });
  },
});
await new Promise<void>((resolve) => sink.listen(smtpPort, '127.0.0.1', resolve));

const db = new pg.Client({ connectionString: url });
await db.connect();
// Jobs left waiting by earlier runs on the kept database (the size benchmark writes thousands of
// requests whose consumers never ran): the worker would work through them before this request's.
const { rowCount: leftovers } = await db.query(`delete from jobs where status in ('pending', 'running')`);
console.log(`leftover jobs of earlier runs deleted: ${leftovers}`);
const [{ id: brandId }] = (
  await db.query<{ id: string }>('insert into brands (name) values ($1) returning id', [brand])
).rows as [{ id: string }];
await db.query(
  `insert into seller_brands (seller_id, brand_id)
   select s.id, $1 from seller_profiles s join profiles p on p.id = s.id
   where p.email = any($2)`,
  [brandId, Array.from({ length: sellerCount }, (_, i) => `seller${i + 1}@${BENCH_DOMAIN}`)],
);

const env = (p: number) => ({
  ...benchServerEnv({ port: p, databaseUrl: url }),
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
});
const worker = await startProcess('scripts/bench/server.ts', {
  ...env(port + 2),
  ROLE: 'worker',
  JOBS_ENABLED: 'true',
});
const web = await startProcess('scripts/bench/server.ts', env(port));
const base = `http://127.0.0.1:${port}`;
try {
  const readers = [];
  for (let i = 0; i < 200; i++)
    readers.push(await login(base, `seller${sellerCount + 1 + i}@${BENCH_DOMAIN}`, 'seller'));
  const users = readers.map((cookie) => ({
    cookie,
    views: [{ kind: 'list', path: '/api/v1/seller/requests' }],
  }));

  const before = newSamples();
  await driveViews({
    port,
    connections: 10,
    until: performance.now() + seconds * 1000,
    users,
    samples: before,
  });

  const buyer = await login(base, `buyer1@${BENCH_DOMAIN}`, 'buyer');
  const during = newSamples();
  const sentBefore = received;
  const posted = performance.now();
  const form = new FormData();
  form.set('manufacturer', brand);
  form.set('partNumber', `FAN-${process.pid}`);
  form.set('quantity', '1');
  form.set('urgency', 'dringend');
  const res = await fetch(`${base}/api/v1/buyer/requests`, {
    method: 'POST',
    headers: { cookie: buyer },
    body: form,
  });
  const request = (await res.json()) as { id: string };
  if (res.status !== 201) throw new Error(`request: ${res.status} ${JSON.stringify(request)}`);

  let audience = 0;
  let lastMailAt: number | undefined;
  // The readers keep reading in half-second rounds until the last mail is in: the figure is the
  // list while the fan-out happens, not after.
  let done = false;
  const driving = (async () => {
    while (!done)
      await driveViews({ port, connections: 10, until: performance.now() + 500, users, samples: during });
  })();
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    if (audience === 0)
      audience = Number(
        (
          await db.query<{ n: string }>(
            'select count(*)::int as n from request_audience_sellers where request_id = $1',
            [request.id],
          )
        ).rows[0]!.n,
      );
    if (audience > 0 && received - sentBefore >= audience) {
      lastMailAt = performance.now();
      break;
    }
  }
  done = true;
  await driving;
  const stopAt = performance.now();
  const [{ n: kept }] = (
    await db.query<{ n: string }>(
      `select count(*) as n from email_logs where template_type = 'new_request_notification' and created_at >= now() - interval '5 minutes' and status = 'sent'`,
    )
  ).rows as [{ n: string }];
  const b = figures(before, ['list'])[0]!;
  const d = figures(during, ['list'])[0]!;
  console.log(`sellers with the brand: ${sellerCount}; the request's stored audience: ${audience}`);
  console.log(
    lastMailAt === undefined
      ? `NOT all mails within 120 s: ${received - sentBefore} of ${audience}`
      : `all ${audience} mails received by the SMTP sink ${((lastMailAt - posted) / 1000).toFixed(1)} s after the request was posted (email_logs 'sent' in the last 5 minutes: ${kept})`,
  );
  console.log(
    `seller list page 1 before: ${b.count} answers, p50 ${b.p50} ms, p99 ${b.p99} ms, errors ${b.errors}`,
  );
  console.log(
    `seller list page 1 during the fan-out (${((stopAt - posted) / 1000).toFixed(1)} s): ${d.count} answers, p50 ${d.p50} ms, p99 ${d.p99} ms, errors ${d.errors}`,
  );
} finally {
  await stopProcess(web).catch(() => undefined);
  await stopProcess(worker).catch(() => undefined);
  await db.query('delete from brands where id = $1', [brandId]).catch(() => undefined);
  await db.end();
  sink.close();
}
