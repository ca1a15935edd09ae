import { z } from 'zod';

/** An unset variable and an empty one (`TRANSLATE_URL=` in a .env file) both mean "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const CatalogConfigSchema = z.object({
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
});

export type CatalogConfig = z.infer<typeof CatalogConfigSchema>;

/** The catalog's own settings, parsed once when the module starts. */
export function loadCatalogConfig(env: NodeJS.ProcessEnv = process.env): CatalogConfig {
  const parsed = CatalogConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid catalog configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
