/**
 * CPU time read from /proc (Linux), for the benchmarks that say where a request's CPU goes: a
 * process's own time, PostgreSQL's backends, and the whole machine's busy time. Unlike wall-clock
 * throughput these barely move when other work shares the machine.
 */
import { readFileSync } from 'node:fs';
import type pg from 'pg';

const TICK_US = 1_000_000 / 100; // USER_HZ

/** utime + stime of a process, in microseconds (0 when it is gone). */
export function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_US;
  } catch {
    return 0;
  }
}

/** Busy (not idle, not waiting on I/O) CPU time of all cores together, in microseconds. */
export function machineBusy(): number {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = cpu as number[];
  return (user! + nice! + system! + irq! + softirq! + steal!) * TICK_US;
}

/**
 * CPU time of the PostgreSQL processes now, by pid: the backends of `database` only, or with
 * `database` undefined every process the server lists (all databases, and its background
 * processes: checkpointer, WAL writer, …).
 */
export async function postgresCpu(monitor: pg.Client, database?: string): Promise<Map<number, number>> {
  const { rows } = await monitor.query<{ pid: number }>(
    database === undefined
      ? 'select pid from pg_stat_activity where pid <> pg_backend_pid()'
      : 'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    database === undefined ? [] : [database],
  );
  return new Map(rows.map((r) => [r.pid, cpuOf(r.pid)]));
}

/**
 * The PostgreSQL processes' CPU time since `before`: a process started meanwhile counts whole,
 * one that ended meanwhile (an idle pooled connection closes after 10 s) is left out rather than
 * counted as a negative.
 */
export function postgresCpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, cpu] of after) sum += cpu - (before.get(pid) ?? 0);
  return sum;
}
