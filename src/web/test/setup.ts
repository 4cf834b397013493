import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Component tests read German: a German browser (the first visit follows navigator.languages).
Object.defineProperty(window.navigator, 'languages', { value: ['de-DE', 'de'], configurable: true });

/**
 * No server in component tests: the translation overrides the app loads at start are empty (the
 * built-in German texts show); any other request must be answered by the test (render.tsx's
 * answerApi), or it fails loudly.
 */
function noServer(input: RequestInfo | URL): Promise<Response> {
  const url = String(input instanceof Request ? input.url : input);
  if (url.includes('/api/v1/i18n/')) return Promise.resolve(Response.json({}));
  return Promise.reject(new Error(`Unerwarteter Aufruf ohne answerApi: ${url}`));
}
vi.stubGlobal('fetch', noServer);

afterEach(() => {
  cleanup();
  vi.stubGlobal('fetch', noServer);
});
