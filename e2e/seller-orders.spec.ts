import { apiAs, createOffer, createRequest, DEMO, expect, test, uniquePart } from './support/fixtures.ts';
import { BuyerRequests, NewRequestForm, OrderPage, SellerOrders } from './support/pages.ts';

test('the buyer accepts a seller’s offer; the order shows under Bestellungen with the buyer’s contact', async ({
  signIn,
}) => {
  const part = uniquePart('SO');
  // The browser sessions also make the API calls (one login each).
  const buyer = await signIn('buyer', DEMO.buyer);
  const seller = await signIn('seller', DEMO.sellerA);
  const requestId = await createRequest(buyer.request, part);
  await createOffer(seller.request, requestId, '400,00');
  await buyer.reload();
  const requests = new BuyerRequests(buyer);
  await requests.openOffers(part);
  await requests.offers.first().getByRole('link', { name: 'Angebot annehmen' }).click();
  await expect(buyer).toHaveURL(/\/order-processing\?offerId=/);
  const orderPage = new OrderPage(buyer);
  await orderPage.chooseTermIfEmpty();
  await orderPage.acceptTerms();
  await orderPage.submit();
  await expect(buyer.getByText('Bestellung erfolgreich übermittelt')).toBeVisible();

  await seller.reload();
  const received = new SellerOrders(seller);
  await received.open();
  await received.search(part);
  const card = received.card(part);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Übermittelt');
  await expect(card.getByTestId('order-contact')).toContainText('Maschinenbau Schmidt GmbH');
  await expect(card.getByTestId('order-contact')).toContainText(DEMO.buyer);
  await expect(seller.getByTestId('orders-count')).toHaveText('1 von 1 Bestellungen');
});

test('a seller orders another seller’s offer through /seller-order-processing', async ({
  page,
  loginPage,
  baseURL,
}) => {
  const part = uniquePart('SS');
  // Seller A asks for a part through Neue Anfrage, like a buyer.
  await loginPage.signIn('seller', DEMO.sellerA);
  const form = new NewRequestForm(page);
  await form.open();
  await form.fill({ partNumber: part, description: 'Dichtungssatz' });
  await form.send();
  await expect(page.getByText('Anfrage wurde erfolgreich erstellt')).toBeVisible();
  await expect(page).toHaveURL(/tab=my-requests/);

  // Seller B offers on it (through the API).
  const mine = (await (await page.request.get('/api/v1/seller/my-requests')).json()) as {
    items: { id: string; partNumber: string }[];
  };
  const requestId = mine.items.find((r) => r.partNumber === part)!.id;
  await createOffer(await apiAs(baseURL!, DEMO.sellerB, 'seller'), requestId, '250,00');

  await page.reload();
  await page.getByRole('tab', { name: 'Meine Anfragen' }).click();
  // Issue 28: 'Meine Anfragen' is the buyer's own-requests screen, built once.
  const ownRequests = new BuyerRequests(page);
  await ownRequests.openOffers(part);
  await expect(ownRequests.offers).toHaveCount(1);
  await expect(page.locator('body')).not.toContainText('Hydraulik Müller');
  await ownRequests.offers.first().getByRole('link', { name: 'Angebot annehmen' }).click();
  await expect(page).toHaveURL(/\/seller-order-processing\?offerId=/);

  const orderPage = new OrderPage(page);
  const submit = orderPage.submitButton;
  // Issue 13: the offer's term is preselected; only terms its seller accepts are offered.
  await expect(orderPage.paymentTerm).not.toHaveValue('');
  await page
    .getByLabel(/^Straße/)
    .first()
    .fill('');
  await expect(submit).toBeDisabled();
  await page
    .getByLabel(/^Straße/)
    .first()
    .fill('Werkstraße 5');
  await page.getByLabel(/^PLZ/).first().fill('89073');
  await page.getByLabel(/^Ort/).first().fill('Ulm');
  await orderPage.acceptTerms();
  await orderPage.submit();
  await expect(page.getByText('Bestellung erfolgreich übermittelt')).toBeVisible();
  await expect(page).toHaveURL(/\/seller-dashboard\?tab=my-orders/);
  const myOrders = new SellerOrders(page);
  await myOrders.search(part);
  const card = myOrders.card(part);
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('order-contact')).toContainText('Hydraulik Müller GmbH');

  await page.goto('/seller-order-processing');
  await expect(page).toHaveURL(/\/seller-dashboard/);
});
