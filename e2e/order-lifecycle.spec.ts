import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { createOffer, createRequest, DEMO, expect, test, uniquePart } from './support/fixtures.ts';
import { mailsTo } from './support/mailbox.ts';
import { BuyerOrders, BuyerRequests, OrderPage, SellerOrders } from './support/pages.ts';

const SHOTS = '/work/wt/shots-14';

async function sellerSees(ctx: APIRequestContext, part: string): Promise<boolean> {
  const page = (await (await ctx.get(`/api/v1/seller/requests?search=${part}`)).json()) as {
    items: unknown[];
  };
  return page.items.length > 0;
}

test('order → confirm with own number → ship with tracking → receipt; both cards show the timeline; the loser is told', async ({
  signIn,
}) => {
  test.setTimeout(120_000);
  const part = uniquePart('LC');
  const buyer = await signIn('buyer', DEMO.buyer);
  const seller = await signIn('seller', DEMO.sellerA);
  const loser = await signIn('seller', DEMO.sellerB);

  const requestId = await createRequest(buyer.request, part);
  await createOffer(seller.request, requestId, '400,00');
  await createOffer(loser.request, requestId, '450,00');

  // The buyer orders the cheaper offer (seller A's).
  await buyer.reload();
  const requests = new BuyerRequests(buyer);
  await requests.openOffers(part);
  await requests.offers.first().getByRole('link', { name: 'Angebot annehmen' }).click();
  const orderPage = new OrderPage(buyer);
  await orderPage.chooseTermIfEmpty();
  await orderPage.acceptTerms();
  await orderPage.submit();
  await expect(buyer.getByText('Bestellung erfolgreich übermittelt')).toBeVisible();

  // Seller A confirms with its own number, then ships with tracking.
  await seller.reload();
  const received = new SellerOrders(seller);
  await received.open();
  await received.search(part);
  const card = received.card(part);
  await card.getByRole('button', { name: 'Bestellung bestätigen' }).click();
  await seller.getByLabel('Bestellnr. des Verkäufers').fill('VK-2026-0815');
  await seller.getByRole('button', { name: 'Speichern' }).click();
  await expect(card).toContainText('Bestätigt');
  await expect(card).toContainText('VK-2026-0815');
  await card.getByRole('button', { name: 'Als versendet markieren' }).click();
  await seller.getByLabel('Versanddienstleister').fill('DHL');
  await seller.getByLabel('Sendungsnummer').fill('JJD000390007');
  await seller.getByRole('button', { name: 'Speichern' }).click();
  await expect(card.getByTestId('order-timeline')).toContainText('Versendet');
  await expect(card).toContainText('JJD000390007');

  // The buyer confirms receipt; its card shows all four steps.
  await buyer.goto('/buyer-dashboard?tab=orders');
  const orders = new BuyerOrders(buyer);
  await orders.search(part);
  const buyerCard = orders.card(part);
  await buyerCard.getByRole('button', { name: 'Empfang bestätigen' }).click();
  // Issue 34: receipt asks first (it cannot be undone); all is well here.
  await buyer.getByRole('dialog').getByRole('button', { name: 'Empfang bestätigen' }).click();
  const timeline = buyerCard.getByTestId('order-timeline');
  for (const step of ['Übermittelt', 'Bestätigt', 'Versendet', 'Geliefert'])
    await expect(timeline).toContainText(step);
  await expect(buyerCard).toContainText('VK-2026-0815');

  // The PDF is produced with the new state (dates are checked in the API tests).
  const download = buyer.waitForEvent('download');
  await buyerCard.getByRole('button', { name: 'Bestelldokument' }).click();
  const pdf = await readFile((await (await download).path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Screenshots of both cards with the timeline.
  await seller.reload();
  await received.open();
  await received.search(part);
  // The cookie banner would cover the card in the narrow screenshot.
  for (const p of [buyer, seller]) {
    const reject = p.getByRole('button', { name: 'Ablehnen' });
    if (await reject.isVisible()) await reject.click();
  }
  for (const width of [375, 1280]) {
    await buyer.setViewportSize({ width, height: 900 });
    await seller.setViewportSize({ width, height: 900 });
    await buyerCard.screenshot({ path: `${SHOTS}/buyer-order-card-${width}.png` });
    await card.screenshot({ path: `${SHOTS}/seller-order-card-${width}.png` });
  }

  // The losing seller sees 'Abgelehnt' under Meine Angebote and has the mail.
  const mine = (await (await loser.request.get('/api/v1/seller/offers?pageSize=100')).json()) as {
    items: { status: string; statusLabel: string; partNumber?: string }[];
  };
  expect(JSON.stringify(mine)).toContain('Abgelehnt');
  await loser.reload();
  await loser
    .getByRole('button', { name: /Meine Angebote/ })
    .first()
    .click();
  await expect(loser.getByText('Abgelehnt').first()).toBeVisible();
  await expect
    .poll(
      async () =>
        (await mailsTo(DEMO.sellerB)).some((m) => m.includes(part) && m.includes('anderes Angebot')),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
  const rejected = (await mailsTo(DEMO.sellerB)).find(
    (m) => m.includes(part) && m.includes('anderes Angebot'),
  )!;
  expect(rejected).not.toContain('Maschinenbau Schmidt');
  expect(rejected).not.toContain('400,00');
});

test('a cancelled request disappears from a seller’s list', async ({ signIn }) => {
  const part = uniquePart('RC');
  const buyer = await signIn('buyer', DEMO.buyer);
  const seller = await signIn('seller', DEMO.sellerA);
  await createRequest(buyer.request, part);
  expect(await sellerSees(seller.request, part)).toBe(true);

  await buyer.reload();
  const requests = new BuyerRequests(buyer);
  await requests.search(part);
  const requestCard = requests.card(part);
  await requestCard.getByRole('button', { name: 'Anfrage stornieren' }).click();
  await buyer.getByLabel('Grund (Pflichtfeld)').fill('Teil anderweitig gefunden');
  await buyer.getByRole('dialog').getByRole('button', { name: 'Anfrage stornieren' }).click();
  await expect(requestCard).toContainText('Storniert');

  expect(await sellerSees(seller.request, part)).toBe(false);
  await seller.reload();
  await seller.getByLabel('Suche').first().fill(part);
  await expect(seller.locator('body')).not.toContainText(part);
});
