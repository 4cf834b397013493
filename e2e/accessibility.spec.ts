import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { DEMO, expect, test } from './support/fixtures.ts';

/**
 * Decision 042: axe on every public page and every dashboard tab (buyer, seller, admin, with
 * their inner tabs), in CI's journeys step. A serious or critical violation fails; the report of
 * every page (all impacts) is attached to the test, and one line per run says how many were
 * checked.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const PUBLIC_PAGES = [
  '/',
  '/seller-explanation',
  '/pricing',
  '/contact',
  '/imprint',
  '/privacy',
  '/terms',
  '/buyer-signup',
  '/seller-signup',
  '/buyer-login',
  '/seller-login',
  '/admin-login',
  '/forgot-password',
  '/gibt-es-nicht',
];

const DASHBOARDS = {
  buyer: {
    email: DEMO.buyer,
    path: '/buyer-dashboard',
    tabs: [
      'requests',
      'orders',
      'new-request',
      'profile',
      'company',
      'security',
      'notifications',
      'integrations',
    ],
  },
  seller: {
    email: DEMO.sellerB,
    path: '/seller-dashboard',
    tabs: [
      'requests',
      'orders',
      'new-request',
      'my-requests',
      'my-orders',
      'settings',
      'security',
      'notifications',
      'integrations',
    ],
  },
  admin: {
    email: DEMO.admin,
    path: '/admin-dashboard',
    tabs: ['sellers', 'buyers', 'requests', 'offers', 'orders', 'admin-management', 'security'],
  },
} as const;

interface Finding {
  page: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Waits until the page shows its content: no skeleton, no spinner, no loading region. */
async function settled(page: Page) {
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await expect(page.locator('.animate-pulse, .animate-spin, [aria-busy="true"]')).toHaveCount(0, {
    timeout: 20_000,
  });
}

async function check(page: Page, name: string, found: Finding[]) {
  await settled(page);
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  for (const v of result.violations)
    found.push({
      page: name,
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    });
}

async function report(testInfo: TestInfo, what: string, checked: number, found: Finding[]) {
  await testInfo.attach(`axe-${what}.json`, {
    body: JSON.stringify({ checked, violations: found }, null, 2),
    contentType: 'application/json',
  });
  const blocking = found.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  console.log(
    `axe ${what}: ${checked} Ansichten geprüft, ${blocking.length} ernste oder kritische, ${found.length - blocking.length} andere Verstöße`,
  );
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
}

test('axe: every public page has no serious or critical violation', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const found: Finding[] = [];
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await check(page, path, found);
  }
  await report(testInfo, 'public', PUBLIC_PAGES.length, found);
});

for (const [role, dashboard] of Object.entries(DASHBOARDS)) {
  test(`axe: every tab of the ${role} dashboard has no serious or critical violation`, async ({
    page,
    loginPage,
  }, testInfo) => {
    // Every tab and inner tab, each with axe: the admin dashboard alone has grown to 14 views
    // with charts ('Kennzahlen', 'Liquidität'), which on a busy machine took over 5 minutes.
    test.setTimeout(480_000);
    await loginPage.signIn(role as keyof typeof DASHBOARDS, dashboard.email);
    const found: Finding[] = [];
    let checked = 0;
    for (const tab of dashboard.tabs) {
      await page.goto(`${dashboard.path}?tab=${tab}`);
      await check(page, `${dashboard.path}?tab=${tab}`, found);
      checked += 1;
      // Inner tabs (seller settings, admin management and the like): each of them too.
      const panel = page.getByRole('tabpanel').first();
      const inner = panel.getByRole('tab');
      const count = await inner.count();
      for (let i = 1; i < count; i += 1) {
        const trigger = inner.nth(i);
        const label = (await trigger.textContent())?.trim() ?? String(i);
        await trigger.click();
        await check(page, `${dashboard.path}?tab=${tab} › ${label}`, found);
        checked += 1;
      }
    }
    await report(testInfo, role, checked, found);
  });
}
