/*
 * Tickday's service worker, built into /sw.js by vite-plugin-pwa (vite.config.ts, injectManifest):
 * the whole app precached for offline use, every route's navigation answered with the app shell
 * (the 404 page too), the SQLite reader's WebAssembly kept once a Loop backup has fetched it, a new
 * version waiting until the update prompt's reload, the reminder's handlers (/reminder-sw.js,
 * docs/product.md §14.3), and the share target's answer (§19.3).
 *
 * The daily return visit skips this script (docs/decisions.md, "The return visit without the
 * service worker's start"): static routes, where the browser has them, answer `/` and the hashed
 * scripts from Cache Storage before this worker has started. `/` comes from a copy of index.html
 * kept per version under the request's own URL, since the precache keys it as
 * `/index.html?__WB_REVISION__=…`. A route's miss goes to the network, never to this script, so
 * the routes name only what the install has put in their caches.
 */
import { PrecacheController, PrecacheRoute, cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { SHARE_ACTION, SHARE_CACHE, SHARE_FIELD, SHARED_QUERY } from './share-names';

importScripts('/reminder-sw.js');

const MANIFEST = self.__WB_MANIFEST;
const SHELL_REVISION = MANIFEST.find((entry) => entry.url === 'index.html')?.revision;
// Without it every version's shell copy would share one name, and a waiting version's would answer
// the open one's pages: this version does not install.
if (!SHELL_REVISION) throw new Error('index.html is not in the precache list');
const SHELL_PREFIX = 'tickday-shell-';
const SHELL_CACHE = `${SHELL_PREFIX}${SHELL_REVISION}`;
// The scripts' route needs every script precached under its own URL, as the build does for hashed
// files (no revision); were one keyed with a revision, its lookups would miss and go to the network.
const SCRIPTS_BY_URL = MANIFEST.every(
  (entry) => !/^assets\/.*\.js$/.test(entry.url) || entry.revision === null,
);

const precache = new PrecacheController();
precache.addToCacheList(MANIFEST);
registerRoute(new PrecacheRoute(precache));
registerRoute(new NavigationRoute(precache.createHandlerBoundToURL('/index.html')));
// The SQLite reader's WebAssembly (~690 KB) is fetched only when a Loop backup is picked, then kept
// for offline use; it is not in the precache every visitor downloads.
registerRoute(
  ({ url }) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.wasm'),
  new CacheFirst({ cacheName: 'tickday-wasm', plugins: [new ExpirationPlugin({ maxEntries: 2 })] }),
);

/** The static routes: `/` from this version's shell copy, a hashed script from the precache. */
function staticRoutes() {
  const origin = self.location.origin;
  const routes = [
    {
      condition: {
        urlPattern: { baseURL: origin, pathname: '/', search: '' },
        requestMode: 'navigate',
      },
      source: { cacheName: SHELL_CACHE },
    },
  ];
  if (SCRIPTS_BY_URL) {
    routes.push({
      condition: { urlPattern: { baseURL: origin, pathname: '/assets/*.js', search: '' } },
      source: { cacheName: precache.strategy.cacheName },
    });
  }
  return routes;
}

/**
 * Drops `Vary` from every response in `cacheName`. A static route's lookup matches the page's own
 * request, and a module script's carries an `Origin` the install's fetch did not: under a server
 * that says `Vary: Origin` (as `vite preview` does) every script would miss and go to the network,
 * offline too. Workbox's own lookups use its cache key with the request's headers, which cannot
 * carry an `Origin` (a forbidden header), so they matched either way. Entries an earlier version
 * stored are kept by the precache as they were, so all are looked at.
 */
async function withoutVary(cacheName) {
  const cache = await caches.open(cacheName);
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response?.headers.has('Vary')) continue;
    const headers = new Headers(response.headers);
    headers.delete('Vary');
    const { status, statusText } = response;
    const body = await response.blob();
    await cache.put(request, new Response(body, { status, statusText, headers }));
  }
}

/**
 * What the routes read, kept at install: the precache without `Vary`, and this version's copy of
 * index.html under `/`. Part of the install, so a version whose copy failed does not install (its
 * `/` would go to the network offline).
 */
async function keepForRoutes() {
  await withoutVary(precache.strategy.cacheName);
  const shell = await precache.matchPrecache('/index.html');
  if (!shell) throw new Error('index.html is not in the precache');
  await (await caches.open(SHELL_CACHE)).put('/', shell);
}

/** Adds the static routes; a browser that refuses them installs anyway, with the worker alone. */
async function addStaticRoutes(event) {
  try {
    await event.addRoutes(staticRoutes());
  } catch {
    // The fetch handler answers everything, as in browsers without static routes.
  }
}

self.addEventListener('install', (event) => {
  // Browsers without static routes (Firefox, Safari) get workbox's precache alone.
  const routed = 'addRoutes' in event;
  event.waitUntil(
    Promise.all([
      routed && addStaticRoutes(event),
      precache.install(event).then(() => routed && keepForRoutes()),
    ]),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      precache.activate(event),
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names
              .filter((name) => name.startsWith(SHELL_PREFIX) && name !== SHELL_CACHE)
              .map((name) => caches.delete(name)),
          ),
        ),
    ]),
  );
});

cleanupOutdatedCaches();

/**
 * The share target (docs/product.md §19.3): Android's share sheet POSTs the shared files here. They
 * are kept in Cache Storage (in place of any kept before, each under its name), and the answer, a
 * 303, sends the browser to `/?shared`, whose page takes them to the sync summary and deletes them.
 * Nothing is applied here. A form that cannot be read keeps nothing: the page opens without a file.
 * Workbox's routes answer GET only, so this is the one answer to that POST.
 */
async function keepShared(request) {
  try {
    const form = await request.formData();
    const files = form.getAll(SHARE_FIELD).filter((value) => typeof value !== 'string');
    await caches.delete(SHARE_CACHE);
    const cache = await caches.open(SHARE_CACHE);
    for (const [index, file] of files.entries()) {
      const key = `${SHARE_ACTION}/${index}?name=${encodeURIComponent(file.name)}`;
      const type = file.type || 'application/json';
      await cache.put(key, new Response(file, { headers: { 'Content-Type': type } }));
    }
  } catch {
    // Nothing kept.
  }
  return Response.redirect(`/${SHARED_QUERY}`, 303);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (
    request.method === 'POST' &&
    url.origin === self.location.origin &&
    url.pathname === SHARE_ACTION
  )
    event.respondWith(keepShared(request));
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
});
