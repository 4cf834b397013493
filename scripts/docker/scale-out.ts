/**
 * What scripts/docker/scale-out.sh shows of the running scale-out (decision 041): through the
 * proxy a buyer and a seller meet; the seller watches live events on instance 2 while the buyer
 * orders through instance 1; the order mail is sent once, by the worker; the worker serves no
 * app; instance 1 is killed and the proxy keeps serving from instance 2.
 */
import { execFileSync } from 'node:child_process';
import { journey, mailsTo, type Session } from './journey.ts';

const need = (name: string): string => process.env[name] ?? (console.error(`${name} fehlt`), process.exit(2));
const proxy = need('SCALE_PROXY');
const web1 = need('SCALE_WEB1');
const web2 = need('SCALE_WEB2');
const worker = need('SCALE_WORKER');
const env = {
  base: proxy,
  mailbox: need('SCALE_MAILBOX'),
  databaseUrl: need('SCALE_DATABASE_URL'),
  publicUrl: need('SCALE_PUBLIC_URL'),
};

function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
  console.log(`ok  ${message}`);
}

/** Reads the seller's event stream on one instance until an event names `orderId()`. */
function watchLive(seller: Session): {
  connected: Promise<void>;
  sawOrder: (orderId: () => string | undefined) => Promise<string>;
} {
  const abort = new AbortController();
  let text = '';
  let onChunk = () => {};
  const connected = (async () => {
    const headers: Record<string, string> = {
      cookie: [...seller.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    const res = await fetch(`${seller.base}/api/v1/live/events`, { headers, signal: abort.signal });
    if (res.status !== 200) throw new Error(`live events: ${res.status}`);
    const reader = res.body!.getReader();
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        text += new TextDecoder().decode(value);
        onChunk();
      }
    })();
  })();
  const sawOrder = (orderId: () => string | undefined) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        abort.abort();
        reject(new Error(`kein Live-Ereignis zum Auftrag auf ${seller.base}: ${text}`));
      }, 20_000);
      onChunk = () => {
        const id = orderId();
        const event = id && text.split('\n\n').find((e) => e.includes(id));
        if (event) {
          clearTimeout(timer);
          abort.abort();
          resolve(event.replace(/\n/g, ' '));
        }
      };
      onChunk();
    });
  return { connected, sawOrder };
}

const health = await fetch(`${worker}/api/health`);
check(health.status === 200, `worker: /api/health ${health.status}`);
const workerApp = await fetch(`${worker}/api/v1/payment-terms`);
check(workerApp.status === 404, `worker: no app (/api/v1/payment-terms ${workerApp.status})`);

let live: ReturnType<typeof watchLive> | undefined;
const result = await journey(env, {
  orderVia: web1,
  beforeOrder: async ({ seller }) => {
    live = watchLive(seller.at(web2));
    await live.connected;
  },
});
const event = await live!.sawOrder(() => result.orderId);
check(
  true,
  `order ${result.orderNumber} placed through instance 1 (${web1}), seen live on instance 2 (${web2}): ${event.slice(0, 120)}`,
);

// Once: wait a little longer than the worker's poll, then count.
await mailsTo(env, result.buyer.email, (raw) => raw.includes('application/pdf'));
await new Promise((resolve) => setTimeout(resolve, 5000));
const orderMails = await mailsTo(env, result.buyer.email, (raw) => raw.includes('application/pdf'), 0);
check(
  orderMails.length === 1,
  `order mail to the buyer sent ${orderMails.length}× (by the worker: web instances run no jobs)`,
);
check(result.pdfProducer.includes('Skia'), `order document rendered by Chromium (${result.pdfBytes} bytes)`);

execFileSync('docker', ['kill', need('SCALE_WEB1_CONTAINER')], { stdio: 'ignore' });
let served = 0;
for (let i = 0; i < 20; i++) {
  const res = await result.buyer.at(proxy).call('GET', '/api/v1/buyer/orders');
  if (res.status === 200 && (await res.text()).includes(result.orderNumber)) served += 1;
}
check(
  served === 20,
  `instance 1 killed: ${served}/20 of the buyer's order lists through the proxy answered by instance 2`,
);
const web1Gone = await fetch(`${web1}/api/health`).then(
  (r) => r.status,
  () => 'no answer',
);
check(web1Gone === 'no answer', `instance 1 is gone (${web1Gone})`);
