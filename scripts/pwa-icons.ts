/**
 * The installable web app's icons (issue 31, decision 048), drawn from the favicon's design: the
 * steel-blue tile (--color-primary #1a4f9c) with the white valve wheel. `any` icons keep the
 * rounded tile; the maskable one fills the square and keeps the wheel inside the 80 % safe zone
 * every launcher mask leaves visible. Run after changing the design; the PNGs are committed.
 *   node --disable-warning=ExperimentalWarning scripts/pwa-icons.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const OUT = path.resolve(import.meta.dirname, '../src/web/public/icons');
const PRIMARY = '#1a4f9c';
const WHEEL =
  '<g fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">' +
  '<circle cx="16" cy="16" r="4"/>' +
  '<path d="M16 6v3M16 23v3M6 16h3M23 16h3M8.9 8.9l2.1 2.1M21 21l2.1 2.1M8.9 23.1 11 21M21 11l2.1-2.1"/></g>';

function svg(maskable: boolean): string {
  // Maskable: a full square; the wheel (drawn in a 32-unit box) scaled to 60 % around the centre.
  const tile = maskable
    ? `<rect width="32" height="32" fill="${PRIMARY}"/><g transform="translate(6.4 6.4) scale(0.6)">${WHEEL}</g>`
    : `<rect width="32" height="32" rx="7" fill="${PRIMARY}"/>${WHEEL}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${tile}</svg>`;
}

mkdirSync(OUT, { recursive: true });
const jobs: [string, number, boolean][] = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-192.png', 192, true],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
];
for (const [name, size, maskable] of jobs) {
  await sharp(Buffer.from(svg(maskable)), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, name));
  console.log(`${name} ${size}×${size}${maskable ? ' maskable' : ''}`);
}
