/**
 * The smoke journey through the API of a running HydroParts (the image in scripts/docker/smoke.sh,
 * the scale-out in scripts/docker/scale-out.sh): a buyer and a seller sign up and confirm their
 * address from the mail the app sent (read from the mail sink), the seller is approved, the buyer
 * asks for a part, the seller offers, the buyer orders, and the order document is a PDF.
 *
 * The approval is the one step written to the database directly: through the API it needs an
 * administrator with two-factor sign-in, which the API suite covers (admin/sellers).
 */
import pg from 'pg';

export interface JourneyEnv {
  /** Where the buyer's and the seller's calls go (an instance, or the proxy). */
  base: string;
  /** The mail sink's HTTP address (e2e/support/mail-sink.ts): GET ?to=<address>. */
  mailbox: string;
  databaseUrl: string;
  /** The address the app names in its mails (PUBLIC_URL), replaced by `base` to follow links. */
  publicUrl: string;
}

const PASSWORD = 'Smoke-Passwort-1';
const billingAddress = { street: 'Hauptstraße 1', city: 'Stuttgart', zip: '70173', country: 'Deutschland' };

function fail(message: string): never {
  throw new Error(message);
}

/** A cookie session against one base address. */
export class Session {
  cookies = new Map<string, string>();
  base: string;
  constructor(base: string) {
    this.base = base;
  }

  async call(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { origin: this.base };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(this.base + path, { method, headers, body: payload, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';', 1);
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    return res;
  }

  /** The same signed-in user against another instance (all instances share AUTH_SECRET). */
  at(base: string): Session {
    const other = new Session(base);
    other.cookies = this.cookies;
    return other;
  }

  async json<T>(method: string, path: string, body: unknown, status: number): Promise<T> {
    const res = await this.call(method, path, body);
    const text = await res.text();
    if (res.status !== status)
      fail(`${method} ${path}: ${res.status} statt ${status}: ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : {}) as T;
  }
}

/** The mails sent to `to` (raw MIME) that `match`, from the sink; waits up to `ms` for at least one. */
export async function mailsTo(
  env: JourneyEnv,
  to: string,
  match: (raw: string) => boolean = () => true,
  ms = 30_000,
): Promise<string[]> {
  const until = Date.now() + ms;
  for (;;) {
    const res = await fetch(`${env.mailbox}/?to=${encodeURIComponent(to)}`);
    const messages = ((await res.json()) as { messages: string[] }).messages.filter(match);
    if (messages.length > 0 || Date.now() > until) return messages;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Quoted-printable soft breaks and =3D undone, enough to find a link in a mail. */
function unfold(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

async function signUpAndConfirm(
  env: JourneyEnv,
  role: 'buyer' | 'seller',
): Promise<Session & { email: string }> {
  const email = `smoke-${role}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
  const common = {
    email,
    phone: '+49 711 123456',
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    acceptLegal: true,
  };
  const body =
    role === 'buyer'
      ? {
          ...common,
          firstName: 'Erika',
          lastName: 'Muster',
          company: 'Smoke Hydraulik GmbH',
          vatNumber: 'DE123456789',
          billingAddress,
        }
      : {
          ...common,
          firstName: 'Max',
          lastName: 'Händler',
          companyName: 'Smoke Fluidtechnik GmbH',
          vatNumber: 'DE987654321',
          employeeCount: '11-50',
          billingAddress,
        };
  const session = new Session(env.base);
  await session.json('POST', `/api/v1/auth/signup/${role}`, body, 201);
  const [mail] = await mailsTo(env, email, (raw) => unfold(raw).includes('verify-email'));
  const link = unfold(mail ?? fail(`keine Bestätigungsmail an ${email}`)).match(
    /https?:\/\/[^\s"'<>]*\/api\/auth\/verify-email\?token=[^\s"'<>&]+/,
  );
  if (!link) fail(`kein Bestätigungslink in der Mail an ${email}`);
  const verified = await session.call('GET', link[0].replace(env.publicUrl, ''));
  if (verified.status >= 400) fail(`Bestätigung: ${verified.status}`);
  return Object.assign(session, { email });
}

async function login(session: Session & { email: string }, role: 'buyer' | 'seller'): Promise<void> {
  await session.json('POST', '/api/v1/auth/login', { email: session.email, password: PASSWORD, role }, 200);
}

export interface JourneyResult {
  buyer: Session & { email: string };
  seller: Session & { email: string };
  requestId: string;
  offerId: string;
  orderId: string;
  orderNumber: string;
  pdfBytes: number;
  pdfProducer: string;
}

/**
 * The journey; `orderVia` lets the buyer place the order through another instance, and
 * `beforeOrder` runs when buyer and seller are signed in and the offer stands.
 */
export async function journey(
  env: JourneyEnv,
  opts: {
    orderVia?: string;
    beforeOrder?: (parties: { buyer: Session; seller: Session }) => Promise<void>;
  } = {},
): Promise<JourneyResult> {
  const buyer = await signUpAndConfirm(env, 'buyer');
  const seller = await signUpAndConfirm(env, 'seller');
  const db = new pg.Client({ connectionString: env.databaseUrl });
  await db.connect();
  try {
    const approved = await db.query(
      `update seller_profiles set approval_status = 'approved', active_status = 'active'
        where id = (select id from profiles where email = $1)`,
      [seller.email],
    );
    if (approved.rowCount !== 1) fail('Verkäufer nicht gefunden');
  } finally {
    await db.end();
  }
  await login(buyer, 'buyer');
  await login(seller, 'seller');

  const form = new FormData();
  form.set('manufacturer', 'Bosch Rexroth');
  form.set('partNumber', `SMOKE-${Date.now()}`);
  form.set('quantity', '2');
  form.set('description', 'Axialkolbenpumpe (Smoke-Test)');
  const request = await buyer.json<{ id: string }>('POST', '/api/v1/buyer/requests', form, 201);

  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const offer = await seller.json<{ id: string }>(
    'POST',
    '/api/v1/seller/offers',
    {
      requestId: request.id,
      price: '1.234,50',
      shippingCost: '19,90',
      deliveryWeeks: '2',
      validUntil,
      warranty: '12 Monate',
      condition: 'Neu',
      description: 'Originalteil',
      notes: 'Ab Lager',
      confirmed: true,
    },
    201,
  );

  const terms = await buyer.json<{ items: { id: string; days: number }[] }>(
    'GET',
    '/api/v1/payment-terms',
    undefined,
    200,
  );
  const term = terms.items.find((t) => t.days === 30) ?? terms.items[0] ?? fail('keine Zahlungsbedingung');
  await opts.beforeOrder?.({ buyer, seller });
  if (opts.orderVia) buyer.base = opts.orderVia;
  const order = await buyer.json<{ id: string; orderNumber: string }>(
    'POST',
    '/api/v1/buyer/orders',
    { offerId: offer.id, paymentTermsId: term.id, billingAddress, acceptLegal: true },
    201,
  );
  buyer.base = env.base;

  const doc = await buyer.call('GET', `/api/v1/orders/${order.id}/document`);
  const pdf = Buffer.from(await doc.arrayBuffer());
  if (doc.status !== 200 || pdf.subarray(0, 5).toString() !== '%PDF-') {
    fail(`Auftragsbestätigung: ${doc.status} ${doc.headers.get('content-type')}`);
  }
  const producer = /\/Producer\s*\(([^)]*)\)/.exec(pdf.toString('latin1'))?.[1] ?? 'unbekannt';
  return {
    buyer,
    seller,
    requestId: request.id,
    offerId: offer.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    pdfBytes: pdf.length,
    pdfProducer: producer,
  };
}
