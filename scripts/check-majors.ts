/**
 * Every direct dependency on the registry's current major (issue 36, decision 065).
 *
 * Reads package.json's dependencies and devDependencies, asks the registry for each package's
 * `latest` dist-tag and fails when the major a range allows is below it, unless
 * docs/decisions/065-majors-exceptions.json records the package with the latest major it was
 * checked against, the reason and when to look again. A newer major than the recorded one fails
 * again: an exception is for one release line, not for ever. "Major" follows semver's caret: for
 * 0.x the minor is the major (0.223 → 0.301 is a major step), for 0.0.x the patch.
 *
 * The registry is the one npm uses (`npm_config_registry`, set by `npm run`). When it cannot be
 * reached — a network failure, a timeout, a 5xx — the package is reported as unchecked with a
 * warning and the check passes: CI must not turn red because a registry is down (decision 065).
 * `--strict` (or DEPS_CHECK_STRICT=1) fails on unchecked packages too.
 *
 * Usage: npm run deps:check [-- --strict]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const EXCEPTIONS_FILE = 'docs/decisions/065-majors-exceptions.json';
const TIMEOUT_MS = Number(process.env.DEPS_CHECK_TIMEOUT_MS ?? 15_000);
const CONCURRENCY = 6;

export interface MajorException {
  package: string;
  /** The registry's latest major when the exception was recorded (e.g. "7", or "0.301"). */
  latestMajor: string;
  reason: string;
  revisit: string;
}

type Outcome =
  | { name: string; status: 'current'; wanted: string; latest: string }
  | { name: string; status: 'behind'; wanted: string; latest: string; exception?: MajorException }
  | { name: string; status: 'exception-outdated'; wanted: string; latest: string; exception: MajorException }
  | { name: string; status: 'unchecked'; wanted: string; why: string };

/** The lowest version a range names: `^1.2.3`, `~5.9.3`, `1.2.x`, `>=4 <6` → its first version. */
export function lowestVersion(range: string): string | undefined {
  const match = /(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?/.exec(range);
  if (!match) return undefined;
  const part = (s: string | undefined) => (s === undefined || s === 'x' || s === '*' ? '0' : s);
  return `${match[1]}.${part(match[2])}.${part(match[3])}`;
}

/** The release line a version belongs to, by semver's caret: "7", "0.223", "0.0.4". */
export function majorOf(version: string): string {
  const [major = '0', minor = '0', patch = '0'] = version.replace(/^v/, '').split(/[.+-]/);
  if (major !== '0') return major;
  if (minor !== '0') return `0.${minor}`;
  return `0.0.${patch}`;
}

/** -1, 0, 1 as release line a is below, equal to, above b. */
export function compareMajors(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** What one dependency's range and the registry's latest mean, given the recorded exceptions. */
export function judge(
  name: string,
  range: string,
  latest: string,
  exceptions: readonly MajorException[],
): Outcome {
  const lowest = lowestVersion(range);
  if (!lowest) return { name, status: 'unchecked', wanted: range, why: `range "${range}" has no version` };
  const wanted = majorOf(lowest);
  const latestMajor = majorOf(latest);
  if (compareMajors(wanted, latestMajor) >= 0) return { name, status: 'current', wanted, latest };
  const exception = exceptions.find((e) => e.package === name);
  if (!exception) return { name, status: 'behind', wanted, latest };
  if (compareMajors(latestMajor, exception.latestMajor) > 0) {
    return { name, status: 'exception-outdated', wanted, latest, exception };
  }
  return { name, status: 'behind', wanted, latest, exception };
}

export function readExceptions(file = path.join(ROOT, EXCEPTIONS_FILE)): MajorException[] {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { exceptions?: unknown };
  if (!Array.isArray(parsed.exceptions)) throw new Error(`${EXCEPTIONS_FILE}: "exceptions" must be a list`);
  for (const e of parsed.exceptions as Partial<MajorException>[]) {
    for (const key of ['package', 'latestMajor', 'reason', 'revisit'] as const) {
      if (typeof e[key] !== 'string' || e[key] === '') {
        throw new Error(`${EXCEPTIONS_FILE}: an exception lacks "${key}" (${JSON.stringify(e)})`);
      }
    }
  }
  return parsed.exceptions as MajorException[];
}

function registryUrl(): string {
  const configured = process.env.npm_config_registry ?? 'https://registry.npmjs.org/';
  return configured.endsWith('/') ? configured : `${configured}/`;
}

/** The `latest` dist-tag, or why it could not be read. */
async function latestVersion(name: string): Promise<{ latest: string } | { why: string }> {
  // The dist-tags alone: a package's document lists every version and is megabytes for some.
  const url = `${registryUrl()}-/package/${name.replace('/', '%2f')}/dist-tags`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) return { why: `${url} answered ${response.status}` };
    const tags = (await response.json()) as { latest?: unknown };
    return typeof tags.latest === 'string'
      ? { latest: tags.latest }
      : { why: `${url} names no latest version` };
  } catch (error) {
    return { why: `${url}: ${(error as Error).message}` };
  }
}

async function main(): Promise<number> {
  const strict = process.argv.includes('--strict') || process.env.DEPS_CHECK_STRICT === '1';
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const direct = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies });
  const exceptions = readExceptions();

  const outcomes: Outcome[] = [];
  const queue = [...direct];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [name, range] = next;
        const answer = await latestVersion(name);
        outcomes.push(
          'latest' in answer
            ? judge(name, range, answer.latest, exceptions)
            : { name, status: 'unchecked', wanted: range, why: answer.why },
        );
      }
    }),
  );
  outcomes.sort((a, b) => a.name.localeCompare(b.name));

  let failed = false;
  const unchecked = outcomes.filter((o) => o.status === 'unchecked');
  for (const o of outcomes) {
    if (o.status === 'behind' && o.exception) {
      console.log(`  excepted  ${o.name}: ${o.wanted} → ${o.latest} (${o.exception.reason})`);
    } else if (o.status === 'behind') {
      failed = true;
      console.error(
        `  BEHIND    ${o.name}: ${o.wanted} while the registry's latest is ${o.latest}. Move it to the current major, or record why it stays in ${EXCEPTIONS_FILE} (decision 065).`,
      );
    } else if (o.status === 'exception-outdated') {
      failed = true;
      console.error(
        `  BEHIND    ${o.name}: ${o.wanted}, the exception was recorded against ${o.exception.latestMajor} but the latest is now ${o.latest}: look again and update ${EXCEPTIONS_FILE}.`,
      );
    }
  }
  const names = new Set(direct.map(([name]) => name));
  for (const e of exceptions) {
    const outcome = outcomes.find((o) => o.name === e.package);
    if (!names.has(e.package)) {
      failed = true;
      console.error(
        `  STALE     ${e.package}: excepted in ${EXCEPTIONS_FILE} but no direct dependency; remove it.`,
      );
    } else if (outcome?.status === 'current') {
      failed = true;
      console.error(`  STALE     ${e.package}: on the current major now; remove its exception.`);
    }
  }
  for (const o of unchecked) {
    console.warn(`  warning   ${o.name}: not checked — ${o.status === 'unchecked' ? o.why : ''}`);
  }
  const current = outcomes.filter((o) => o.status === 'current').length;
  console.log(
    `${direct.length} direct dependencies: ${current} on the latest major, ${
      outcomes.filter((o) => o.status === 'behind' && o.exception).length
    } excepted, ${unchecked.length} unchecked.`,
  );
  if (unchecked.length > 0 && !strict) {
    console.warn(
      'The registry could not be asked about every package: passing on those (decision 065; --strict fails).',
    );
  }
  return failed || (strict && unchecked.length > 0) ? 1 : 0;
}

if (import.meta.main) process.exitCode = await main();
