import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export interface HtmlPdfRenderer {
  /** False when no Chromium binary exists: callers use the pure-JS fallback. */
  readonly available: boolean;
  pdf(html: string): Promise<Buffer>;
  close(): Promise<void>;
}

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Defence in depth behind the request interception below (issue 18): whatever Chromium might
  // still fetch on its own (prefetch, preconnect, DNS) resolves nowhere and goes to a dead proxy.
  '--host-resolver-rules=MAP * ~NOTFOUND',
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
  '--disable-features=NetworkPrediction',
];

/** A document that takes longer than this is not rendered by Chromium (the built-in PDF steps in). */
export const RENDER_TIMEOUT_MS = 15_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`PDF rendering took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * HTML → PDF in headless Chromium. One browser per process, started on first use; each
 * document gets its own context: JavaScript off, offline, every request except data: URLs
 * aborted, and a time limit on the whole render.
 */
export function createChromiumRenderer(executablePath: string): HtmlPdfRenderer {
  const available = existsSync(executablePath);
  let browser: Promise<Browser> | undefined;

  const getBrowser = () => {
    browser ??= chromium.launch({ executablePath, args: ARGS, headless: true }).catch((err: unknown) => {
      browser = undefined;
      throw err;
    });
    return browser;
  };

  return {
    available,
    async pdf(html) {
      const b = await getBrowser();
      // No JavaScript, no network (offline, every request aborted), no service workers.
      const context = await b.newContext({
        javaScriptEnabled: false,
        offline: true,
        serviceWorkers: 'block',
      });
      try {
        const page = await context.newPage();
        page.setDefaultTimeout(RENDER_TIMEOUT_MS);
        await context.route('**/*', (route) =>
          route.request().url().startsWith('data:') ? route.continue() : route.abort('blockedbyclient'),
        );
        return await withTimeout(
          (async () => {
            await page.setContent(html, { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
            return page.pdf({
              format: 'A4',
              printBackground: true,
              margin: { top: '0', bottom: '0', left: '0', right: '0' },
            });
          })(),
          RENDER_TIMEOUT_MS,
        );
      } finally {
        await context.close();
      }
    },
    async close() {
      const b = browser;
      browser = undefined;
      if (b) await (await b).close().catch(() => undefined);
    },
  };
}
