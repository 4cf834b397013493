/*
 * HydroParts service worker (issue 31, decision 048). It keeps the app SHELL only — the HTML page
 * every route serves, the hashed build assets and the icons — so the installed app opens at once
 * and shows its own offline page instead of the browser's. It never stores data: /api/*, any
 * request other than GET and anything off this origin pass straight to the network, untouched.
 * It also shows the Web Push messages the server sends (payload: { title, body, url, tag }).
 */
const SHELL_CACHE = 'hydroparts-shell-v1';
const SHELL_URL = '/';
const STATIC = /^\/(assets\/|icons\/|favicon\.svg$|manifest\.webmanifest$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.add(new Request(SHELL_URL, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== SHELL_CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** Data never: only same-origin GETs of the page itself or of the static files are handled. */
function isShellRequest(request, url) {
  if (request.method !== 'GET' || url.origin !== self.location.origin) return false;
  if (url.pathname.startsWith('/api/') || url.pathname === '/api') return false;
  return request.mode === 'navigate' || STATIC.test(url.pathname);
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (!isShellRequest(event.request, url)) return;
  if (event.request.mode === 'navigate') {
    // Network first: a new release is seen at once; the cached page only when offline.
    event.respondWith(
      fetch(event.request)
        .then((response) => {
          const html = (response.headers.get('content-type') || '').includes('text/html');
          if (response.ok && html) {
            const copy = response.clone();
            void caches.open(SHELL_CACHE).then((cache) => cache.put(SHELL_URL, copy));
          }
          return response;
        })
        .catch(() => caches.match(SHELL_URL).then((hit) => hit || Response.error())),
    );
    return;
  }
  // Hashed assets never change; icons and the manifest are refreshed in the background.
  event.respondWith(
    caches.open(SHELL_CACHE).then((cache) =>
      cache.match(event.request).then((hit) => {
        const fresh = fetch(event.request).then((response) => {
          if (response.ok) void cache.put(event.request, response.clone());
          return response;
        });
        return hit || fresh;
      }),
    ),
  );
});

self.addEventListener('push', (event) => {
  let message = { title: 'HydroParts', body: '', url: '/', tag: undefined };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    if (event.data) message.body = event.data.text();
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  // Only this site's own pages are opened.
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
