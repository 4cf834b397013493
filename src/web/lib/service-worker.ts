/**
 * Registers the service worker of public/sw.js in production builds only (issue 31, decision
 * 048): it caches the app shell, never data, and shows Web Push messages. In development vite
 * serves modules that change on every save; a worker there would only get in the way.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the load: the landing page's first render does not wait for the worker.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}
