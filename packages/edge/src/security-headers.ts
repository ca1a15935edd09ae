/**
 * The browser security headers of the web origin. The Content-Security-Policy carries a fresh
 * nonce per page (set in proxy.ts, which Next reads to stamp its own scripts); the rest are
 * the same for every response, static files included (next.config.ts).
 */

/** Headers every response carries, pages, API calls and static files alike. */
export const STATIC_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // Other sites learn our origin at most, never a path with an order or flow id in it.
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Nothing in the shop uses these; an injected or framed script cannot ask for them either.
  {
    key: 'Permissions-Policy',
    value: [
      'accelerometer=()',
      'autoplay=()',
      'camera=()',
      'display-capture=()',
      'geolocation=()',
      'gyroscope=()',
      'hid=()',
      'magnetometer=()',
      'microphone=()',
      'midi=()',
      'payment=()',
      'publickey-credentials-get=()',
      'serial=()',
      'usb=()',
      'browsing-topics=()',
    ].join(', '),
  },
  // For browsers and files without a CSP; frame-ancestors says the same for pages.
  { key: 'X-Frame-Options', value: 'DENY' },
];

/** HSTS: sent only on https (browsers ignore it on http, and it would pin a dev host). */
export const STRICT_TRANSPORT_SECURITY = {
  key: 'Strict-Transport-Security',
  value: 'max-age=31536000; includeSubDomains',
};

/**
 * The policy of everything under /api (JSON, and the API's Swagger UI page, which loads only
 * its own script files): no nonce needed, no inline script, no framing. Swagger UI renders
 * `style` attributes, hence 'unsafe-inline' for styles only.
 */
export const API_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** A fresh, unguessable nonce for one response (128 random bits, base64). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The page's Content-Security-Policy for one nonce. */
export function contentSecurityPolicy(
  nonce: string,
  { dev, https }: { dev: boolean; https: boolean },
): string {
  const directives: string[][] = [
    ['default-src', "'self'"],
    // Next stamps its inline bootstrap and chunk scripts with the nonce; 'strict-dynamic' lets
    // the chunks it loads at run time through. `next dev` also needs eval for its overlay.
    [
      'script-src',
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    // 'unsafe-inline' for styles only, and without a nonce (a nonce would switch it off):
    // React renders `style` attributes (ratings, progress bars, the hero), and the top loader
    // and Radix's scroll lock add <style> elements without a nonce. Styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Product photos are hot-linked from the source shops, any host and scheme (an import
    // keeps the shop's image URLs); QR codes of the identity flows are data: URLs.
    ['img-src', "'self'", 'data:', 'blob:', 'https:', 'http:'],
    ['font-src', "'self'"],
    // Live streams (docs/live-streams.md): our HLS files, played through Media Source
    // Extensions, whose video source is a blob: URL hls.js makes.
    ['media-src', "'self'", 'blob:'],
    // The push service worker (public/sw.js) is ours; script-src's 'strict-dynamic' would
    // otherwise refuse it, having no nonce to give a worker.
    ['worker-src', "'self'"],
    // Every API and identity call goes through this origin's /api proxy.
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // Identity forms post to /api/.ory on this origin and are redirected back here.
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(https ? [['upgrade-insecure-requests']] : []),
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}
