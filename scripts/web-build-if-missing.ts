/**
 * `npm start`'s first step: the web app is built by `npm run build` (never by an install hook,
 * decision 041). A fresh clone's `npm install && npm start` still works: without `dist/web` this
 * builds it once. An install without Vite (pruned after a build elsewhere) says what is missing.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = existsSync(path.join(root, 'dist/web/index.html'));
const canBuild = existsSync(path.join(root, 'node_modules/vite/package.json'));

if (!built && process.env.ROLE !== 'worker') {
  if (!canBuild) {
    console.error(
      'Die Web-App ist nicht gebaut (dist/web fehlt) und Vite ist nicht installiert: ' +
        'erst `npm ci --omit=dev && npm run build`.',
    );
    process.exit(1);
  }
  console.log('dist/web fehlt: die Web-App wird einmal gebaut (npm run build) …');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
