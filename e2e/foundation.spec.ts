import type { ConsoleMessage } from '@playwright/test';
import { DEMO, expect, test } from './support/fixtures.ts';

for (const width of [375, 1280]) {
  test(`landing page renders without console errors at ${width} px`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (msg: ConsoleMessage) => {
      if (msg.type() === 'error') problems.push(msg.text());
    });
    page.on('pageerror', (err) => problems.push(err.message));
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Als Käufer registrieren/ }).first()).toBeVisible();
    await expect(page.getByText('Made in Germany 2025')).toBeVisible();
    if (width < 768) {
      // The top navigation collapses into a menu below 768 px.
      await expect(page.getByRole('button', { name: /Menü/ })).toBeVisible();
    } else {
      await expect(
        page.getByRole('navigation').getByRole('link', { name: 'Käufer-Login', exact: true }),
      ).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
}

test('the demo buyer logs in and reaches the buyer dashboard', async ({ page, loginPage }) => {
  await loginPage.goto('buyer');
  await loginPage.submit(DEMO.buyer);
  await expect(page).toHaveURL(/\/buyer-dashboard$/);
  await expect(page.getByText('Käufer Dashboard')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Anfragen' })).toBeVisible();
});

test('the demo pending seller is refused with "Konto ausstehend"', async ({ page, loginPage }) => {
  await loginPage.goto('seller');
  await loginPage.submit(DEMO.pendingSeller);
  await expect(page.getByText('Konto ausstehend')).toBeVisible();
  await expect(page).toHaveURL(/\/seller-login$/);
  const session = await page.request.get('/api/v1/auth/session');
  expect((await session.json()).user).toBeNull();
});

test('unknown paths show the German 404 page with a way home', async ({ page }) => {
  await page.goto('/gibt-es-nicht');
  await expect(page.getByText('Seite nicht gefunden')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Zur Startseite', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});
