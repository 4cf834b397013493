/**
 * A small ERP integration against the HydroParts API (issue 15), type-checked in CI against the
 * client types generated from the OpenAPI document (`npm run api:check`): when the server's
 * contract changes, this file stops compiling.
 *
 *   HYDROPARTS_URL=https://hydroparts.example HYDROPARTS_API_KEY=hp_… node examples/erp-client.ts
 *
 * 1. fetch the relevant requests changed since the last run (key scope `requests:read`),
 * 2. submit an offer for the first one (scope `offers:write`),
 * 3. list the request's PDF documents (a datasheet or drawing, named `dokument-N.pdf`; the same
 *    `requests:read` scope) and download the first (decision 072),
 * 4. verify a webhook delivery (Standard Webhooks: `webhook-id`, `webhook-timestamp`,
 *    `webhook-signature`) and read its typed body.
 */
import type { paths, webhooks } from '../build/hydroparts-api.ts';
import { verifyWebhookSignature } from './webhook-signature.ts';

type RelevantRequestsQuery = NonNullable<paths['/api/v1/seller/requests']['get']['parameters']['query']>;
type RelevantRequestPage =
  paths['/api/v1/seller/requests']['get']['responses'][200]['content']['application/json'];
type OfferInput = paths['/api/v1/seller/offers']['post']['requestBody']['content']['application/json'];
type Offer = paths['/api/v1/seller/offers']['post']['responses'][201]['content']['application/json'];
type ApiError = paths['/api/v1/seller/offers']['post']['responses'][403]['content']['application/json'];
type DocumentList =
  paths['/api/v1/requests/{id}/attachments']['get']['responses'][200]['content']['application/json'];

const baseUrl = process.env.HYDROPARTS_URL ?? 'http://localhost:3000';
const apiKey = process.env.HYDROPARTS_API_KEY ?? '';

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${apiKey}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) {
    const error = (await res.json()) as ApiError;
    throw new Error(`${res.status} ${error.code}: ${error.message}`);
  }
  return (await res.json()) as T;
}

export async function relevantRequestsSince(since: Date): Promise<RelevantRequestPage['items']> {
  const query: RelevantRequestsQuery = { updatedSince: since.toISOString(), sort: 'newest', pageSize: 100 };
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const page = await call<RelevantRequestPage>('GET', `/api/v1/seller/requests?${search}`);
  return page.items;
}

export async function submitOffer(requestId: string, priceEur: number): Promise<Offer> {
  const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const offer: OfferInput = {
    requestId,
    price: priceEur,
    shippingCost: 9.9,
    deliveryUnit: 'days',
    deliveryAmount: 3,
    validUntil,
    condition: 'neu',
    warrantyMonths: 12,
    confirmed: true,
  };
  return call<Offer>('POST', '/api/v1/seller/offers', offer);
}

/** The request's documents as the seller sees them, and the bytes of one (a PDF download). */
export async function requestDocuments(requestId: string): Promise<DocumentList['items']> {
  return (await call<DocumentList>('GET', `/api/v1/requests/${requestId}/attachments`)).items;
}

export async function downloadDocument(doc: DocumentList['items'][number]): Promise<Uint8Array> {
  const res = await fetch(`${baseUrl}${doc.href}`, { headers: { authorization: `Bearer ${apiKey}` } });
  if (!res.ok) throw new Error(`${res.status}: ${doc.name} nicht geladen`);
  return new Uint8Array(await res.arrayBuffer());
}

/** Every webhook event's body, from the OpenAPI document's `webhooks`. */
export type WebhookEvent = {
  [K in keyof webhooks]: webhooks[K]['post']['requestBody']['content']['application/json'];
}[keyof webhooks];

/** In your webhook receiver: the raw body and the headers, before parsing anything. */
export function readDelivery(headers: Headers, rawBody: string, secret: string): WebhookEvent | null {
  if (!verifyWebhookSignature({ headers, body: rawBody, secret })) return null;
  const event = JSON.parse(rawBody) as WebhookEvent;
  // The union narrows by `type`: a new relevant request carries the seller's view of the part.
  if (event.type === 'request.created') console.log(`Neue Anfrage: ${event.data.partNumber}`);
  return event;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const requests = await relevantRequestsSince(new Date(Date.now() - 24 * 3_600_000));
  console.log(`${requests.length} relevante Anfragen seit gestern`);
  const first = requests.find((r) => r.myState === 'none');
  if (first) {
    const [datasheet] = await requestDocuments(first.id);
    if (datasheet) console.log(`${datasheet.name}: ${(await downloadDocument(datasheet)).length} Bytes`);
    const offer = await submitOffer(first.id, 199);
    console.log(`Angebot ${offer.id} für ${offer.request.partNumber}: ${offer.price} ${offer.currency}`);
  }
}
