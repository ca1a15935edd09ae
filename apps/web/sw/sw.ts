/// <reference lib="webworker" />
/**
 * Crossport's service worker (docs/pwa.md), bundled by scripts/build-sw.ts into public/sw.js:
 * - an offline page, precached, for any page that can be neither fetched nor found in cache;
 * - the last public pages seen (home, search, products, legal, campaigns, live), network first
 *   with a short timeout, so a phone on a weak signal still opens them;
 * - the build's hashed scripts and styles, fonts and this site's pictures, cache first;
 * - nothing under /api and no account page: their answers are personal or change by the second;
 * - the Web Push notices the API's worker sends (push.ts).
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  StaleWhileRevalidate,
  type RouteMatchCallbackOptions,
} from 'serwist';
import { listenForPushes } from './push.ts';
import { isCachedPage } from './cached-pages.ts';

declare const self: ServiceWorkerGlobalScope;
/** Replaced at build time: changes with every build, so a new offline page is fetched. */
declare const __BUILD_REVISION__: string;

const DAY = 24 * 60 * 60;
/** The languages of the offline page (scripts/build-sw.ts writes one plain HTML file each). */
declare const __OFFLINE_LANGUAGES__: readonly string[];
const offlinePage = (lang: string) => `/offline/${lang}.html`;

/** The language cookie (NEXT_LOCALE), read through the Cookie Store API where there is one. */
async function readerLanguage(): Promise<string> {
  const store = (
    self as unknown as { cookieStore?: { get(name: string): Promise<{ value?: string } | null> } }
  ).cookieStore;
  const cookie = await store?.get('NEXT_LOCALE').catch(() => null);
  return cookie?.value && __OFFLINE_LANGUAGES__.includes(cookie.value) ? cookie.value : 'en';
}
const sameOrigin = ({ url }: RouteMatchCallbackOptions) => url.origin === self.location.origin;

const serwist = new Serwist({
  precacheEntries: [
    ...__OFFLINE_LANGUAGES__.map((lang) => ({
      url: offlinePage(lang),
      revision: __BUILD_REVISION__,
    })),
    // What the offline page shows: the mark, and the Bengali letters.
    { url: '/icons/icon.svg', revision: __BUILD_REVISION__ },
    { url: '/fonts/noto-sans-bengali.woff2', revision: __BUILD_REVISION__ },
  ],
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      // Pages come from the network first; only public ones are kept (cached-pages.ts), so an
      // account page, the cart or checkout is never on the phone. Offline, a page not kept
      // gets the offline page from the catch handler below.
      matcher: (options) => sameOrigin(options) && options.request.mode === 'navigate',
      handler: new NetworkFirst({
        cacheName: 'pages',
        networkTimeoutSeconds: 4,
        plugins: [
          {
            cacheWillUpdate: async ({ request, response }) =>
              response.ok && isCachedPage(new URL(request.url).pathname) ? response : null,
          },
          new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * DAY }),
        ],
      }),
    },
    {
      matcher: (options) =>
        sameOrigin(options) && options.url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'build',
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY })],
      }),
    },
    {
      matcher: (options) =>
        sameOrigin(options) &&
        !options.url.pathname.startsWith('/api/') &&
        (options.request.destination === 'image' || options.request.destination === 'font'),
      handler: new StaleWhileRevalidate({
        cacheName: 'assets',
        plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY })],
      }),
    },
  ],
});

// A page neither the network nor the cache can give: the offline page in the reader's language.
serwist.setCatchHandler(async ({ request }) => {
  if (request.destination !== 'document') return Response.error();
  return (await serwist.matchPrecache(offlinePage(await readerLanguage()))) ?? Response.error();
});

serwist.addEventListeners();
listenForPushes(self);
