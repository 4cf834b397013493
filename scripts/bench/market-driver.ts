/**
 * The live market's load (issue 29): many signed-in users each opening the views they really
 * open, at a fixed number of connections, while requests and offers arrive at a steady rate and a
 * probe seller opens page 1 of its list. Latencies are kept per view kind, so a slow view cannot
 * hide in a fast average. Plain node:http with a keep-alive agent: the driver shares the machine
 * with the server and must cost little per request.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface View {
  kind: string;
  path: string;
}

export interface Samples {
  latencies: Map<string, number[]>;
  errors: Map<string, number>;
}

export interface KindFigure {
  kind: string;
  count: number;
  p50: number;
  p99: number;
  errors: number;
}

function record(s: Samples, kind: string, ms: number, ok: boolean): void {
  let list = s.latencies.get(kind);
  if (!list) s.latencies.set(kind, (list = []));
  list.push(ms);
  if (!ok) s.errors.set(kind, (s.errors.get(kind) ?? 0) + 1);
}

export function newSamples(): Samples {
  return { latencies: new Map(), errors: new Map() };
}

/** One GET on a kept-alive connection; resolves with the status once the body is read. */
function get(agent: http.Agent, port: number, path: string, cookie: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, path, agent, headers: { cookie } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

/** Runs `connections` loops of random (user, view) GETs until `until`; each loop waits for its answer. */
export async function driveViews(o: {
  port: number;
  connections: number;
  until: number;
  users: { cookie: string; views: View[] }[];
  samples: Samples;
}): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
  const loop = async () => {
    while (performance.now() < o.until) {
      const user = o.users[Math.floor(Math.random() * o.users.length)]!;
      const view = user.views[Math.floor(Math.random() * user.views.length)]!;
      const started = performance.now();
      const status = await get(agent, o.port, view.path, user.cookie);
      record(o.samples, view.kind, performance.now() - started, status === 200);
    }
  };
  await Promise.all(Array.from({ length: o.connections }, loop));
  agent.destroy();
}

/** One probe user opening one view every `everyMs` on its own connection, measured apart. */
export async function driveProbe(o: {
  port: number;
  until: number;
  cookie: string;
  path: string;
  everyMs: number;
  samples: Samples;
}): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  while (performance.now() < o.until) {
    const started = performance.now();
    const status = await get(agent, o.port, o.path, o.cookie);
    const ms = performance.now() - started;
    record(o.samples, 'probe', ms, status === 200);
    await new Promise((r) => setTimeout(r, Math.max(0, o.everyMs - ms)));
  }
  agent.destroy();
}

/** Calls `write` `perSecond` times a second (evenly spaced, never overlapping itself) until `until`. */
export async function driveWrites(o: {
  kind: string;
  perSecond: number;
  until: number;
  write: (n: number) => Promise<number>;
  samples: Samples;
  okStatus: number;
}): Promise<void> {
  const every = 1000 / o.perSecond;
  const start = performance.now();
  for (let n = 0; performance.now() < o.until; n++) {
    const due = start + n * every;
    if (due > o.until) break;
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    const started = performance.now();
    const status = await o.write(n).catch(() => 0);
    record(o.samples, o.kind, performance.now() - started, status === o.okStatus);
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** p50/p99 per kind, the kinds in the order given (others after). */
export function figures(s: Samples, order: string[]): KindFigure[] {
  const kinds = [
    ...order.filter((k) => s.latencies.has(k)),
    ...[...s.latencies.keys()].filter((k) => !order.includes(k)),
  ];
  return kinds.map((kind) => {
    const sorted = [...s.latencies.get(kind)!].sort((a, b) => a - b);
    return {
      kind,
      count: sorted.length,
      p50: Number(percentile(sorted, 50).toFixed(1)),
      p99: Number(percentile(sorted, 99).toFixed(1)),
      errors: s.errors.get(kind) ?? 0,
    };
  });
}

/** All view samples together (the mix), without the probe and the writes. */
export function mixFigure(s: Samples, viewKinds: string[]): KindFigure {
  const all = viewKinds.flatMap((k) => s.latencies.get(k) ?? []).sort((a, b) => a - b);
  return {
    kind: 'mix',
    count: all.length,
    p50: Number(percentile(all, 50).toFixed(1)),
    p99: Number(percentile(all, 99).toFixed(1)),
    errors: viewKinds.reduce((n, k) => n + (s.errors.get(k) ?? 0), 0),
  };
}
