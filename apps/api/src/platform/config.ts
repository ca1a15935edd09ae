import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for address ranges, usable in TRUSTED_PROXIES next to IPs and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * The addresses whose `X-Forwarded-For` the API believes: the web server, which overwrites the
 * header with the socket address it saw. Anyone else could name any address and pick their
 * own rate-limit bucket. Comma-separated IPs, CIDRs or proxy-addr range names; blank = none.
 */
const TrustedProxiesSchema = z
  .string()
  .max(2000)
  .default('loopback')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine((entries) => entries.every(isProxyAddress), {
    message: 'a comma-separated list of IP addresses, CIDR ranges or loopback',
  });

/** An unset variable and an empty one (`TRANSLATE_URL=` in a .env file) both mean "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * What the local fake bKash accepts (`npm start` runs it). Public, so they are used only while
 * BKASH_BASE_URL points at this machine; anywhere else every bKash secret must be set.
 */
const FAKE_BKASH_SECRETS = {
  BKASH_APP_KEY: 'crossport-fake-app-key',
  BKASH_APP_SECRET: 'crossport-fake-app-secret',
  BKASH_USERNAME: 'crossport-fake-merchant',
  BKASH_PASSWORD: 'crossport-fake-password',
} as const;
const BKASH_SECRET_NAMES = Object.keys(FAKE_BKASH_SECRETS) as (keyof typeof FAKE_BKASH_SECRETS)[];

/** localhost, 127.0.0.0/8 or ::1: a bKash there is the fake (or a tunnel someone set up). */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z.string().url().optional(),
  /**
   * How long a request's statement waits for a locked row before giving up (503
   * `concurrent_change`, safe to retry): without it, a burst of requests on one record could
   * wait on each other and the connection pool for ever (docs/security.md).
   */
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  /**
   * Connections kept apart for money-moving (idempotent) requests, each of which holds one for
   * its whole run, gateway call included: a slow bKash then queues payments, not browsing.
   */
  MONEY_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Share of successful (2xx) answers written to the access log at `info`; every other answer
   * (3xx, 4xx, 5xx) always is. 0 by default: a line per catalog request cost a busy API more
   * than the request itself (issue #30). 1 logs them all, 0.01 one in a hundred.
   */
  ACCESS_LOG_SAMPLE: z.coerce.number().min(0).max(1).default(0),
  DEFAULT_REGION_CODE: z.string().length(2).default('BD'),
  /**
   * The web site's public address, for links that leave the API: bKash sends the customer's
   * browser back to `${WEB_PUBLIC_URL}/dashboard/payment/status`.
   */
  WEB_PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3000'),
  /** Where notification emails go out (storage reminders…); unset = logged, not sent. */
  SMTP_URL: optional(z.string()),
  SMTP_FROM: z.string().default('Crossport <no-reply@crossport.local>'),
  /**
   * Web Push (VAPID, RFC 8292) keys, base64url as `web-push generate-vapid-keys` prints them.
   * Unset = a development pair is made once and kept in the database (logged as such);
   * production sets both. The subject is a mailto: or https: contact for push services.
   */
  VAPID_PUBLIC_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{80,100}$/)),
  VAPID_PRIVATE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{40,50}$/)),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/)
    .default('mailto:no-reply@crossport.local'),
  /**
   * The push services a browser's subscription may point at, comma separated: exact hosts,
   * or `*.domain` for any host below it (WNS gives each device a regional one). The worker
   * POSTs to the endpoint, so it is never any URL a customer sends (docs/notifications.md).
   */
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .default(
      'fcm.googleapis.com,updates.push.services.mozilla.com,web.push.apple.com,*.notify.windows.com',
    )
    .transform((hosts) =>
      hosts
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'a host or *.domain'))),
  /** How often the worker's storage sweep runs (cron, UTC): reminders, fees, disposal. */
  STORAGE_SWEEP_CRON: z.string().default('15 * * * *'),
  /** The identity service (Kratos public API) the API asks who a caller is. */
  IDENTITY_URL: z.string().url().default('http://127.0.0.1:4433'),
  /**
   * The identity service's admin API (its own 127.0.0.1 port): support's impersonation
   * grants. Unset: impersonation answers 503.
   */
  IDENTITY_ADMIN_URL: optional(z.string().url()),
  /**
   * The live-stream provider's RFC 7662 introspection endpoint and our client credentials
   * there, for linking its sessions to customers; unset = linking answers 503.
   */
  LIVESTREAM_INTROSPECTION_URL: optional(z.string().url()),
  LIVESTREAM_CLIENT_ID: optional(z.string()),
  LIVESTREAM_CLIENT_SECRET: optional(z.string()),
  /**
   * How long a resolved session is trusted before asking the identity service again; only
   * while the API hears the identity service's revocation notices (0 turns caching off).
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /**
   * The shared secret staff send as `X-Staff-Token` until the back office has accounts;
   * unset (or blank) turns every staff route off. A short one is refused at start-up.
   */
  TRUSTED_PROXIES: TrustedProxiesSchema,
  STAFF_TOKEN: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined),
    z.string().min(16, 'at least 16 characters').optional(),
  ),
  // The catalog's settings: link import (harvest), search cache and title translation.
  /** Lets link import reach private and loopback hosts: tests and local fixture shops only. */
  HARVEST_ALLOW_PRIVATE_HOSTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  HARVEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  HARVEST_MAX_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(3_000_000),
  HARVEST_MAX_REDIRECTS: z.coerce.number().int().min(0).max(10).default(5),
  /** Link imports one customer or guest may start an hour (harvest-jobs and wishlist links). */
  HARVEST_IMPORTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Link imports one client IP may start an hour, across every guest id it sends. */
  HARVEST_IMPORTS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  /** How long a search results page is reused (popular searches repeat); 0 turns it off. */
  SEARCH_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** A LibreTranslate server for imported titles (docs/translation.md); unset = no translation. */
  TRANSLATE_URL: optional(z.url({ protocol: /^https?$/ })),
  TRANSLATE_API_KEY: optional(z.string()),
  /** LibreTranslate language code titles are translated into. */
  TRANSLATE_TARGET: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/)
    .default('en'),
  TRANSLATE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  // bKash tokenized checkout (docs/bkash.md). Unset = the local fake on BKASH_FAKE_PORT.
  BKASH_BASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4080'),
  ),
  BKASH_APP_KEY: optional(z.string().max(200)),
  BKASH_APP_SECRET: optional(z.string().max(500)),
  BKASH_USERNAME: optional(z.string().max(200)),
  BKASH_PASSWORD: optional(z.string().max(500)),
  BKASH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * How long after a bKash payment started the reconciliation job keeps asking bKash while
   * its checks fail; then the payment waits in staff's needs-review queue (docs/payments.md).
   */
  PAYMENT_REVIEW_AFTER_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** Where the fake listens (127.0.0.1 only) and where browsers reach its checkout page. */
  BKASH_FAKE_PORT: z.coerce.number().int().min(1).max(65535).default(4080),
  BKASH_FAKE_PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
  // Files (receipts, invoice PDFs): docs/architecture.md "Storage"; secrets only from here.
  /** `local` keeps files under STORAGE_DIR; `s3` in an S3-compatible bucket (path-style). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** Root of the local storage; default `.data/storage/` in the repository. */
  STORAGE_DIR: optional(z.string().max(1000)),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
  S3_BUCKET: optional(z.string().min(3).max(63)),
  S3_REGION: z.string().min(1).max(64).default('us-east-1'),
  S3_ACCESS_KEY_ID: optional(z.string().max(256)),
  S3_SECRET_ACCESS_KEY: optional(z.string().max(256)),
  /** Files one customer may upload an hour (receipts). */
  ASSET_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /**
   * How long after delivery a customer may open a claim on a parcel or buy product (hours;
   * MoveOn's window is 24). docs/claims.md.
   */
  CLAIM_WINDOW_HOURS: z.coerce.number().int().min(1).max(8_760).default(24),
  /** How long after delivery a Buy-and-Ship dispute may be opened (docs/claims.md). */
  DISPUTE_WINDOW_HOURS: z.coerce.number().int().min(1).max(8_760).default(168),
  /** How long an invoice download waits for the worker to render its PDF before a 503. */
  INVOICE_PDF_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(15_000),
});

/**
 * Real bKash (any address but this machine's) needs every secret, and never the fake's:
 * refused at start-up rather than discovered at the first customer's payment.
 */
const ConfigWithBkashSecrets = ConfigSchema.superRefine((config, context) => {
  if (isLoopbackUrl(config.BKASH_BASE_URL)) return;
  for (const name of BKASH_SECRET_NAMES) {
    const value = config[name];
    if (!value || value === FAKE_BKASH_SECRETS[name]) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: 'required (and not the fake’s) when BKASH_BASE_URL is not on this machine',
      });
    }
  }
}).transform((config) => ({
  ...config,
  BKASH_APP_KEY: config.BKASH_APP_KEY ?? FAKE_BKASH_SECRETS.BKASH_APP_KEY,
  BKASH_APP_SECRET: config.BKASH_APP_SECRET ?? FAKE_BKASH_SECRETS.BKASH_APP_SECRET,
  BKASH_USERNAME: config.BKASH_USERNAME ?? FAKE_BKASH_SECRETS.BKASH_USERNAME,
  BKASH_PASSWORD: config.BKASH_PASSWORD ?? FAKE_BKASH_SECRETS.BKASH_PASSWORD,
}));

export type Config = z.infer<typeof ConfigWithBkashSecrets>;

/** Parses the environment once; the defaults make the embedded mode work untouched. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigWithBkashSecrets.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
