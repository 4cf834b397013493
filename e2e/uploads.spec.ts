import sharp from 'sharp';
import type { CDPSession, Page } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY } from '../src/shared/constants.ts';
import { DEMO, apiAs, expect, test, uniquePart } from './support/fixtures.ts';
import { NewRequestForm } from './support/pages.ts';

/**
 * Decision 042: a phone's big photo is scaled down in the browser before it is sent, and the
 * upload shows how far it is and can be cancelled. The connection is throttled through the
 * DevTools protocol so the progress stays on screen long enough to be seen.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
const MAX_BYTES = 10 * 1024 * 1024;

/** A 12-megapixel photo just under the 10 MB limit: noise over a gradient compresses badly. */
async function bigPhoto(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  expect(noise.length).toBeLessThan(MAX_BYTES);
  expect(noise.length).toBeGreaterThan(5_000_000);
  return noise;
}

/** An upload of about 2.4 Mbit/s, as on a building site's mobile connection. */
async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1_500_000,
    uploadThroughput: 300_000,
  });
  return cdp;
}

async function pickPhoto(page: Page, photo: Buffer) {
  await page.locator('#request-photos').setInputFiles({
    name: 'typenschild.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  // The preview shows the scaled photo (named .jpg again by the browser's encoder).
  await expect(page.getByRole('img', { name: 'typenschild.jpg' })).toBeVisible({ timeout: 30_000 });
}

test('a 10 MB photo is scaled down before sending, its upload shows progress on a slow connection and can be cancelled', async ({
  buyerPage: page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const photo = await bigPhoto();
  const api = await apiAs(baseURL!, DEMO.buyer, 'buyer');
  const form = new NewRequestForm(page);
  // The cookie notice would cover the form's lower part on a phone: answered once, like a person.
  const notice = page.getByRole('button', { name: 'Ablehnen' });
  if (await notice.isVisible()) await notice.click();

  for (const [language, width] of [
    ['de', 1280],
    ['fr', 375],
  ] as const) {
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: LANGUAGE_STORAGE_KEY,
      value: language,
    });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/buyer-dashboard?tab=new-request');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.getByLabel(/^(Teilenummer|Référence)/).fill(uniquePart(`UP-${language}`));
    await pickPhoto(page, photo);
    const cdp = await throttle(page);
    await page.locator('form button[type="submit"]').click();
    const progress = page.getByTestId('upload-progress');
    await expect(progress).toContainText(/\d+ % ·/, { timeout: 20_000 });
    await progress.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/upload-progress-${language}-${width}.png` });
    // Cancelled: nothing is created, the entries stay.
    await progress.getByRole('button').click();
    await expect(progress).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'typenschild.jpg' })).toBeVisible();
    await cdp.detach();
  }
  await page.evaluate((key) => localStorage.setItem(key, 'de'), LANGUAGE_STORAGE_KEY);

  // Sent in full on the same slow connection: the stored photo is the scaled one.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/buyer-dashboard?tab=new-request');
  const part = uniquePart('UP');
  await form.fill({ partNumber: part });
  await pickPhoto(page, photo);
  const cdp = await throttle(page);
  const started = Date.now();
  await form.send();
  await expect(page.getByTestId('upload-progress')).toBeVisible();
  await expect(page.getByText('Anfrage wurde erfolgreich erstellt')).toBeVisible({ timeout: 120_000 });
  const seconds = (Date.now() - started) / 1000;
  await cdp.detach();

  const list = await api.get(`/api/v1/buyer/requests?search=${encodeURIComponent(part)}`);
  const [created] = (await list.json()).items as { id: string; photos: { id: string; url: string }[] }[];
  expect(created!.photos).toHaveLength(1);
  const stored = await api.get(`/api/v1/requests/${created!.id}/photos/${created!.photos[0]!.id}`);
  expect(stored.status()).toBe(200);
  const bytes = await stored.body();
  const meta = await sharp(bytes).metadata();
  expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(2560);
  expect(bytes.length).toBeLessThan(photo.length);
  expect(meta.exif).toBeUndefined();
  const figures = `photo ${(photo.length / 1e6).toFixed(2)} MB 4032×3024 → stored ${(bytes.length / 1e6).toFixed(2)} MB ${meta.width}×${meta.height} ${meta.format}; upload at 2.4 Mbit/s took ${seconds.toFixed(1)} s`;
  test.info().annotations.push({ type: 'figures', description: figures });
  console.log(figures);
});
