/**
 * The image's smoke journey (scripts/docker/smoke.sh starts the container and the mail sink):
 * `/api/ready` answers 200, then signup, request, offer, order and the order document; the
 * buyer's order mail arrives with the PDF attached. Exits non-zero with the reason on failure.
 *
 *   SMOKE_BASE=http://127.0.0.1:3600 SMOKE_MAILBOX=http://127.0.0.1:3602 SMOKE_DATABASE_URL=postgres://… \
 *     node scripts/docker/smoke.ts
 */
import { journey, mailsTo } from './journey.ts';

const base = process.env.SMOKE_BASE ?? 'http://127.0.0.1:3600';
const env = {
  base,
  mailbox: process.env.SMOKE_MAILBOX ?? 'http://127.0.0.1:3602',
  databaseUrl: process.env.SMOKE_DATABASE_URL ?? '',
  publicUrl: process.env.SMOKE_PUBLIC_URL ?? base,
};

const ready = await fetch(`${base}/api/ready`);
if (ready.status !== 200) throw new Error(`/api/ready: ${ready.status} ${await ready.text()}`);
console.log(`/api/ready 200 ${await ready.text()}`);

const started = Date.now();
const result = await journey(env);
console.log(
  `Auftrag ${result.orderNumber}: Anfrage ${result.requestId}, Angebot ${result.offerId}; ` +
    `PDF ${result.pdfBytes} Bytes von ${result.pdfProducer} (${Date.now() - started} ms)`,
);
// Chromium writes "Skia/PDF"; the built-in fallback would mean the image's Chromium is broken.
if (process.env.SMOKE_EXPECT_CHROMIUM !== 'false' && !result.pdfProducer.includes('Skia')) {
  throw new Error(`Die Auftragsbestätigung kam nicht von Chromium (Producer: ${result.pdfProducer})`);
}
// The order mail (with its PDF) is sent by the worker: both parties get one.
const orderMails = await mailsTo(env, result.buyer.email, (raw) => raw.includes('application/pdf'));
if (orderMails.length !== 1)
  throw new Error(`${orderMails.length} Auftragsmails mit PDF an den Käufer statt einer`);
console.log('Auftragsmail mit PDF an den Käufer zugestellt');
