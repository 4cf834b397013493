/**
 * `npm run graph`: the server's module graph as the imports draw it (issue 28). Prints every
 * module → module arrow with its import count, the cycles (between modules, and between files
 * as import-x/no-cycle sees them: runtime imports only), and the imports that run against the
 * flow (decision 038):
 *   - a consumer reached by a producer: a module that records domain events importing
 *     notifications, webhooks or live;
 *   - a module reading another's repository (repository.ts or repository/*), instead of its
 *     public read or view file.
 * Test files are left out (they may look anywhere). `--json` prints the figures as JSON. The web's
 * own flow (scripts/web-flow.ts, issue 28) is counted beside it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { webFlow } from './web-flow.ts';

// GRAPH_ROOT: another checkout (e.g. main exported with git archive), to measure before and after.
const ROOT = path.resolve(process.env.GRAPH_ROOT ?? path.join(import.meta.dirname, '..'));
const SERVER = path.join(ROOT, 'src/server');
const MODULES = path.join(SERVER, 'modules');

/** Modules that react to events and must never be reached by the modules that cause them. */
const CONSUMERS = new Set(['notifications', 'webhooks', 'live']);
/** Modules whose writes others react to (they record domain events). */
const PRODUCERS = new Set([
  'requests',
  'seller-market',
  'offers',
  'orders',
  'order-lifecycle',
  'ratings',
  'admin',
]);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The module of a file: modules/<name>/…; anything else on the server is 'server:<folder>'. */
function moduleOf(file: string): string | undefined {
  const rel = path.relative(MODULES, file);
  if (!rel.startsWith('..')) return rel.split(path.sep)[0];
  const srv = path.relative(SERVER, file);
  if (srv.startsWith('..')) return undefined;
  const parts = srv.split(path.sep);
  return `server:${parts[0]!.replace(/\.ts$/, '')}`;
}

function resolve(from: string, spec: string): string | undefined {
  let target: string;
  if (spec.startsWith('#server/')) target = path.join(SERVER, spec.slice('#server/'.length));
  else if (spec.startsWith('./') || spec.startsWith('../')) target = path.resolve(path.dirname(from), spec);
  else return undefined;
  return target;
}

interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

const IMPORT = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+'([^']+)'/gms;

function importsOf(file: string): Edge[] {
  const text = readFileSync(file, 'utf8');
  const edges: Edge[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const to = resolve(file, m[4]!);
    if (!to) continue;
    const names = m[3]!;
    // `import { type A, type B }` is type-only too.
    const inner = /^\{([^}]*)\}$/s.exec(names.trim())?.[1];
    const allTyped =
      inner !== undefined &&
      inner
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .every((s) => s.startsWith('type '));
    edges.push({ from: file, to, typeOnly: !!m[2] || allTyped });
  }
  return edges;
}

const files = walk(SERVER);
const edges = files.flatMap(importsOf);
const rel = (f: string) => path.relative(ROOT, f);

// Module arrows.
const arrows = new Map<string, number>();
const against: { edge: Edge; why: string }[] = [];
for (const e of edges) {
  const a = moduleOf(e.from);
  const b = moduleOf(e.to);
  if (!a || !b || a === b) continue;
  arrows.set(`${a} → ${b}`, (arrows.get(`${a} → ${b}`) ?? 0) + 1);
  // Only arrows between modules: app.ts and the plugins compose modules, which is their job.
  if (!a.startsWith('server:') && !b.startsWith('server:')) {
    const reasons: string[] = [];
    if (PRODUCERS.has(a) && CONSUMERS.has(b)) reasons.push('producer → consumer');
    if (/\/repository(\.ts|\/)/.test(e.to)) reasons.push("another module's repository");
    if (reasons.length > 0) against.push({ edge: e, why: reasons.join(', ') });
  }
}

/** Strongly connected parts of a graph with more than one node (Tarjan). */
function cycles(nodes: Iterable<string>, next: (n: string) => Iterable<string>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of next(v)) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1) out.push(part.sort());
    }
  };
  for (const n of nodes) if (!idx.has(n)) visit(n);
  return out;
}

// Cycles between the modules themselves (type imports count: they bind a module to another's
// shape); app.ts, ctx.ts and the plugins compose modules and are left out.
const moduleNext = new Map<string, Set<string>>();
for (const key of arrows.keys()) {
  const [a, b] = key.split(' → ') as [string, string];
  if (a.startsWith('server:') || b.startsWith('server:')) continue;
  if (!moduleNext.has(a)) moduleNext.set(a, new Set());
  moduleNext.get(a)!.add(b);
}
const moduleCycles = cycles(moduleNext.keys(), (n) => moduleNext.get(n) ?? []);

// The same with runtime imports only: the modules that need each other loaded.
const runtimeNext = new Map<string, Set<string>>();
for (const e of edges) {
  const a = moduleOf(e.from);
  const b = moduleOf(e.to);
  if (e.typeOnly || !a || !b || a === b || a.startsWith('server:') || b.startsWith('server:')) continue;
  if (!runtimeNext.has(a)) runtimeNext.set(a, new Set());
  runtimeNext.get(a)!.add(b);
}
const runtimeModuleCycles = cycles(runtimeNext.keys(), (n) => runtimeNext.get(n) ?? []);

const fileNext = new Map<string, Set<string>>();
for (const e of edges) {
  if (e.typeOnly) continue;
  if (!fileNext.has(e.from)) fileNext.set(e.from, new Set());
  fileNext.get(e.from)!.add(e.to);
}
const fileCycles = cycles(fileNext.keys(), (n) => fileNext.get(n) ?? []);

const producerToConsumer = against.filter((a) => a.why.includes('producer')).length;
const foreignRepository = against.filter((a) => a.why.includes('repository')).length;
const figures = {
  moduleArrows: arrows.size,
  moduleImports: [...arrows.values()].reduce((s, n) => s + n, 0),
  moduleCycles: moduleCycles.length,
  modulesInCycles: moduleCycles.reduce((s, c) => s + c.length, 0),
  runtimeModuleCycles: runtimeModuleCycles.length,
  fileCycles: fileCycles.length,
  againstTheFlow: against.length,
  producerToConsumer,
  foreignRepository,
};
// Issue 28: the web's own flow (shared UI without data; features only as flow.json allows).
const web = webFlow(ROOT);
const webFigures = {
  webAgainstTheFlow: web.dataInSharedUi + web.featureToFeature,
  webDataInSharedUi: web.dataInSharedUi,
  webFeatureToFeature: web.featureToFeature,
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ ...figures, ...webFigures }, null, 2));
} else {
  console.log('Module → module (imports)');
  for (const [k, n] of [...arrows].sort()) console.log(`  ${k}  ${n}`);
  console.log(`\nModule cycles: ${moduleCycles.length}`);
  for (const c of moduleCycles) console.log(`  ${c.join(' ⇄ ')}`);
  console.log(`\nModule cycles of runtime imports: ${runtimeModuleCycles.length}`);
  for (const c of runtimeModuleCycles) console.log(`  ${c.join(' ⇄ ')}`);
  console.log(`\nFile cycles (runtime imports): ${fileCycles.length}`);
  for (const c of fileCycles) console.log(`  ${c.map(rel).join(' ⇄ ')}`);
  console.log(`\nImports against the flow: ${against.length}`);
  for (const a of against) console.log(`  ${rel(a.edge.from)} → ${rel(a.edge.to)}  (${a.why})`);
  console.log(`\nWeb imports against the flow: ${webFigures.webAgainstTheFlow}`);
  for (const line of web.lines) console.log(line);
  console.log('\nFigures');
  for (const [k, v] of Object.entries({ ...figures, ...webFigures })) console.log(`  ${k}: ${v}`);
}
