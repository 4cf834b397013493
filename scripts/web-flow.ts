/**
 * The web's imports against its flow (issue 28), for `npm run graph`:
 *   - data in shared UI: a file of src/web/components (not ui/, not a test) that calls the API
 *     (lib/api-client.ts), runs queries (@tanstack/react-query at runtime) or imports a feature;
 *   - feature → feature outside the flow: an import of another feature that
 *     src/web/features/flow.json does not allow, or not through that feature's index.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface WebFigures {
  dataInSharedUi: number;
  featureToFeature: number;
  lines: string[];
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const IMPORT = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+'([^']+)'/gms;

export function webFlow(root: string): WebFigures {
  const web = path.join(root, 'src/web');
  const flowFile = path.join(web, 'features/flow.json');
  const flow = (existsSync(flowFile) ? JSON.parse(readFileSync(flowFile, 'utf8')) : {}) as Record<
    string,
    string[]
  >;
  const resolve = (from: string, spec: string) =>
    spec.startsWith('#web/')
      ? path.join(web, spec.slice('#web/'.length))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(from), spec)
        : spec;
  const featureOf = (file: string) => {
    const rel = path.relative(path.join(web, 'features'), file);
    return rel.startsWith('..') ? undefined : rel.split(path.sep)[0];
  };
  const lines: string[] = [];
  let dataInSharedUi = 0;
  let featureToFeature = 0;
  for (const file of walk(web)) {
    const rel = path.relative(root, file);
    const inShared = rel.startsWith('src/web/components/') && !rel.startsWith('src/web/components/ui/');
    const from = featureOf(file);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = m[4]!;
      const typeOnly = !!m[2];
      const target = resolve(file, spec);
      if (inShared) {
        const data =
          target.endsWith(path.join('lib', 'api-client.ts')) ||
          (spec === '@tanstack/react-query' && !typeOnly) ||
          featureOf(target) !== undefined;
        if (data) {
          dataInSharedUi += 1;
          lines.push(`  ${rel} → ${spec}  (data in shared UI)`);
        }
      }
      const to = featureOf(target);
      if (from && to && from !== to) {
        const allowed =
          (flow[from] ?? []).includes(to) && target === path.join(web, 'features', to, 'index.ts');
        if (!allowed) {
          featureToFeature += 1;
          lines.push(`  ${rel} → ${spec}  (feature → feature outside the flow)`);
        }
      }
    }
  }
  return { dataInSharedUi, featureToFeature, lines };
}
