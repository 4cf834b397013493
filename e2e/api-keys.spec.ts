import { DEMO, expect, test } from './support/fixtures.ts';

/**
 * Issue 15: a seller creates an API key in the settings and an ERP uses it (plain fetch, no
 * cookie) to list the relevant requests; after revoking it the same call is refused.
 */
test('a seller creates an API key in the settings and lists relevant requests with it', async ({
  page,
  loginPage,
  baseURL,
}) => {
  await loginPage.signIn('seller', DEMO.sellerB);

  await page.getByRole('tab', { name: 'Schnittstellen' }).click();
  await page.getByLabel(/^Name/).fill('Warenwirtschaft');
  await page.getByLabel('Anfragen lesen').check();
  await page.getByRole('button', { name: 'Schlüssel erstellen' }).click();
  await expect(page.getByText('nur dieses eine Mal angezeigt', { exact: false })).toBeVisible();
  const key = (await page.getByTestId('api-key-value').textContent())!.trim();
  expect(key).toMatch(/^hp_/);

  const list = await fetch(`${baseURL}/api/v1/seller/requests?pageSize=100`, {
    headers: { authorization: `Bearer ${key}`, accept: 'application/json' },
  });
  expect(list.status).toBe(200);
  const page1 = (await list.json()) as { items: { id: string; partNumber: string }[]; total: number };
  expect(page1.total).toBeGreaterThan(0);

  // The dashboard's list is the same list: the key acts as its owner.
  await page.getByRole('tab', { name: 'Anfragen' }).first().click();
  await expect(page.getByText(page1.items[0]!.partNumber).first()).toBeVisible();

  // A read key cannot offer.
  const offer = await fetch(`${baseURL}/api/v1/seller/offers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({}),
  });
  expect(offer.status).toBe(403);

  // Last use is shown; after revoking, the key is refused.
  // Leaving the tab forgets the key: it is not shown again.
  await page.getByRole('tab', { name: 'Schnittstellen' }).click();
  await expect(page.getByTestId('api-key-value')).toHaveCount(0);
  const row = page.getByRole('listitem').filter({ hasText: 'Warenwirtschaft' });
  await expect(row).not.toContainText('Zuletzt genutzt: nie');
  await row.getByRole('button', { name: 'Widerrufen: Warenwirtschaft' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Widerrufen' }).click();
  await expect(row).toContainText('Widerrufen am');
  const after = await fetch(`${baseURL}/api/v1/seller/requests`, {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(after.status).toBe(401);
});
