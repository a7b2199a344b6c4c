// The one service worker, registered by the shell for scope '/' (remotes run inside its page).
// - The shell's hashed files are precached (the list is injected at build time).
// - Pages, remoteEntry.js, mf-manifest.json, the registry and API reads are network first, never cache
//   first: online, a deploy or a promoted remote is what the next load runs; offline, the last answer.
// - A remote's hashed chunks are cached on first use: a new version has new names.
// - Only the app's own origin: a remote served from another origin is fetched by the page itself, under
//   the page's CSP of that moment (the worker's own CSP is fixed when it installs).
// - A new worker waits until the next page load asks it to take over (never in the middle of a page).
// - Web Push: a reminder's notification, and a click that opens its item in the dashboard.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { API_CACHE, CHUNK_CACHE, ENTRY_CACHE, META_CACHE, PAGE_CACHE, UNCACHED_API, UPDATED_KEY } from '../src/offline/cache-names';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const HASHED_FILE = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|webp)$/;
const PAGE_KEY = '/index.html';

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Every path of the app is the same index.html: one cache entry serves any section offline.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: PAGE_CACHE,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), { cacheKeyWillBeUsed: async () => PAGE_KEY }],
    }),
    { denylist: [/^\/api\//, /^\/remotes\//] },
  ),
);

registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin && (url.pathname.endsWith('/remoteEntry.js') || url.pathname.endsWith('/mf-manifest.json') || url.pathname === '/remotes.json'),
  new NetworkFirst({ cacheName: ENTRY_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [0, 200] })] }),
);

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && HASHED_FILE.test(url.pathname) && request.destination !== 'document',
  new CacheFirst({
    cacheName: CHUNK_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60 })],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/') && !UNCACHED_API.test(url.pathname),
  new NetworkFirst({ cacheName: API_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
  'GET',
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// A worker installed while another is active is an update: it leaves a marker in Cache Storage (the
// worker may be stopped while it waits, so nothing is kept in memory), and the next page, which it
// takes over, says "Updated".
self.addEventListener('install', (event) => {
  if (self.registration.active) event.waitUntil(caches.open(META_CACHE).then((cache) => cache.put(UPDATED_KEY, new Response(new Date().toISOString()))));
});

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

self.addEventListener('push', (event) => {
  let payload: PushPayload;
  try {
    payload = (event.data?.json() as PushPayload | undefined) ?? {};
  } catch {
    payload = { body: event.data?.text() ?? '' };
  }
  const options: NotificationOptions = { body: payload.body ?? '', icon: '/icons/icon-192.png', data: { url: payload.url ?? '/dashboard/daily-brief' } };
  if (payload.tag) options.tag = payload.tag;
  event.waitUntil(self.registration.showNotification(payload.title ?? 'Provana reminder', options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const wanted = new URL((event.notification.data as { url?: string } | null)?.url ?? '/dashboard/daily-brief', self.location.origin);
  // Only the app's own pages: a payload never sends the person elsewhere.
  const target = wanted.origin === self.location.origin ? wanted.href : new URL('/dashboard/daily-brief', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows[0];
      if (open) {
        await open.focus();
        await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
