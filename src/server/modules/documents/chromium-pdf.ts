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
];

/**
 * HTML → PDF in headless Chromium. One browser per process, started on first use; each
 * document gets its own page, and the page may load nothing from the network.
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
      const context = await b.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.route('**/*', (route) =>
          route.request().url().startsWith('data:') ? route.continue() : route.abort(),
        );
        await page.setContent(html, { waitUntil: 'load' });
        return await page.pdf({
          format: 'A4',
          printBackground: true,
          margin: { top: '0', bottom: '0', left: '0', right: '0' },
        });
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
