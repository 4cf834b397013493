import {
  expect,
  request as apiRequest,
  test as base,
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

/*
 * What every journey needs: the demo accounts, signing in (page object and fixtures), and the
 * API calls that set up a journey's own data (a request with a unique part number, offers on it).
 * Journeys create their own requests and offers, so files can run in parallel workers; the demo
 * data is only read (and the journeys that change what everybody sees run in the `exclusive`
 * project of playwright.config.ts).
 */

export const DEMO_PASSWORD = 'demo1234';
export const DEMO = {
  buyer: 'kaeufer@hydroparts.demo', // Maschinenbau Schmidt GmbH
  sellerA: 'verkaeufer2@hydroparts.demo', // Fluidtechnik Weber KG
  sellerB: 'verkaeufer@hydroparts.demo', // Hydraulik Müller GmbH
  pendingSeller: 'ausstehend@hydroparts.demo',
  admin: 'admin@hydroparts.demo',
} as const;

export type Role = 'buyer' | 'seller' | 'admin';

/** The three login pages (/buyer-login, /seller-login, /admin-login) share one form. */
export class LoginPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async goto(role: Role): Promise<void> {
    await this.page.goto(`/${role}-login`);
  }

  /** Fills and sends the form; the caller checks where it leads (dashboard, message, 2FA step). */
  async submit(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.page.getByLabel('E-Mail').fill(email);
    await this.page.getByLabel('Passwort').fill(password);
    await this.page.getByRole('button', { name: 'Anmelden' }).click();
  }

  /** Signs in and waits for the role's dashboard. */
  async signIn(role: Role, email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.goto(role);
    await this.submit(email, password);
    // A sign-in hashes the password on the server: slower than a page change on a busy machine.
    await expect(this.page).toHaveURL(new RegExp(`/${role}-dashboard`), { timeout: 30_000 });
  }
}

/**
 * The calendar day `days` from now as the journeys' browsers see it (Europe/Berlin), YYYY-MM-DD.
 * A UTC day is one day short between 23:00 and 24:00 UTC (CI on be19f0d: 'Gültig bis' 12-05 ≠ 12-04).
 */
export function berlinDay(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(at);
}

/** A part number no other journey (nor an earlier run) uses. */
export function uniquePart(prefix: string): string {
  return `E2E-${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
}

/** An API session of an account, for setting up data (requests, offers, approvals). */
export async function apiAs(
  baseURL: string,
  email: string,
  role: Role,
  password = DEMO_PASSWORD,
): Promise<APIRequestContext> {
  const ctx = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await ctx.post('/api/v1/auth/login', { data: { email, password, role } });
  expect(res.status(), `API login of ${email}`).toBe(200);
  return ctx;
}

/** A request through the API; without a manufacturer it is relevant to every seller. */
export async function createRequest(
  ctx: APIRequestContext,
  partNumber: string,
  opts: { path?: string; quantity?: number } = {},
): Promise<string> {
  const res = await ctx.post(opts.path ?? '/api/v1/buyer/requests', {
    multipart: { partNumber, quantity: String(opts.quantity ?? 1), urgency: 'normal' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** An offer through the API, valid for 20 days; prices in German notation ("1.228,00"). */
export async function createOffer(
  ctx: APIRequestContext,
  requestId: string,
  price: string,
  opts: { shippingCost?: string; paymentTermsId?: string } = {},
): Promise<string> {
  const { shippingCost = '10,00', paymentTermsId } = opts;
  const d = new Date(Date.now() + 20 * 86400_000);
  const validUntil = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const res = await ctx.post('/api/v1/seller/offers', {
    data: {
      requestId,
      price,
      shippingCost,
      deliveryUnit: 'weeks',
      deliveryAmount: 2,
      validUntil,
      warrantyMonths: 12,
      condition: 'neu',
      confirmed: true,
      ...(paymentTermsId ? { paymentTermsId } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The id of an active payment term (public reference data). */
export async function paymentTermId(ctx: APIRequestContext): Promise<string> {
  const { items } = (await (await ctx.get('/api/v1/payment-terms')).json()) as { items: { id: string }[] };
  return items[0]!.id;
}

/**
 * The order page's submit through the API: the offer's own term (else the first one offered), a
 * billing address, the terms accepted. 201 is an order; 202 an order that waits for approval.
 */
export async function submitCheckout(ctx: APIRequestContext, offerId: string): Promise<APIResponse> {
  const checkout = (await (await ctx.get(`/api/v1/buyer/checkout/${offerId}`)).json()) as {
    offerPaymentTermsId: string | null;
    paymentTerms: { id: string }[];
  };
  return ctx.post('/api/v1/buyer/orders', {
    data: {
      offerId,
      paymentTermsId: checkout.offerPaymentTermsId ?? checkout.paymentTerms[0]!.id,
      billingAddress: { street: 'Werkstraße 5', city: 'Stuttgart', zip: '70173', country: 'Deutschland' },
      acceptLegal: true,
    },
  });
}

/** Opens a signed-in page of `email` in a browser context of its own (its API calls share the session). */
async function signedInPage(browser: Browser, baseURL: string, role: Role, email: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { origin: baseURL } });
  const page = await context.newPage();
  await new LoginPage(page).signIn(role, email);
  return { context, page };
}

interface Fixtures {
  loginPage: LoginPage;
  /** The test's page, signed in as the demo buyer. */
  buyerPage: Page;
  /** The test's page, signed in as the demo admin. */
  adminPage: Page;
  /** More signed-in users, each in its own browser context: `await signIn('seller', DEMO.sellerA)`. */
  signIn: (role: Role, email: string) => Promise<Page>;
}

export const test = base.extend<Fixtures>({
  loginPage: async ({ page }, use) => {
    await use(new LoginPage(page));
  },
  buyerPage: async ({ page }, use) => {
    await new LoginPage(page).signIn('buyer', DEMO.buyer);
    await use(page);
  },
  adminPage: async ({ page }, use) => {
    await new LoginPage(page).signIn('admin', DEMO.admin);
    await use(page);
  },
  signIn: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (role, email) => {
      const { context, page } = await signedInPage(browser, baseURL!, role, email);
      contexts.push(context);
      return page;
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };
