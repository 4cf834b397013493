/** Server processes and autocannon runs for the benchmark. */
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

export interface Figure {
  name: string;
  connections: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

const running = new Set<ChildProcess>();

/** Kill whatever is still running when the benchmark ends, however it ends. */
export function killAll(): void {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  running.clear();
}

export async function startProcess(script: string, env: Record<string, string>): Promise<ChildProcess> {
  // BENCH_CPU_PROF=<dir>: each server process writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', ...profile, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${output}`)), 120_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes('bench-server ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}):\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  child.on('exit', () => running.delete(child));
  return child;
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export interface Load {
  name: string;
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  /** A fresh request per call: cookie and body (e.g. a new offer id for every order). */
  next?: () => {
    cookie: string;
    body?: unknown;
    raw?: { contentType: string; data: string };
    /** Another path per call (e.g. each buyer's own request). */
    path?: string;
  };
  cookie?: string;
  body?: unknown;
}

export async function measure(l: Load): Promise<Figure> {
  const headers = (cookie?: string): Record<string, string> => ({
    'content-type': 'application/json',
    ...(cookie ? { cookie } : {}),
  });
  const result = await autocannon({
    url: l.url,
    connections: l.connections,
    duration: l.seconds,
    method: l.method ?? 'GET',
    headers: headers(l.cookie),
    ...(l.body !== undefined ? { body: JSON.stringify(l.body) } : {}),
    ...(l.next
      ? {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => {
                const n = l.next!();
                if (n.raw) {
                  // A multipart body (issue 31: request creation), sent as it is.
                  return {
                    ...req,
                    headers: { ...headers(n.cookie), 'content-type': n.raw.contentType },
                    body: n.raw.data,
                  };
                }
                return {
                  ...req,
                  headers: headers(n.cookie),
                  ...(n.path ? { path: n.path } : {}),
                  ...(n.body !== undefined ? { body: JSON.stringify(n.body) } : {}),
                };
              },
            },
          ],
        }
      : {}),
  });
  return {
    name: l.name,
    connections: l.connections,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
