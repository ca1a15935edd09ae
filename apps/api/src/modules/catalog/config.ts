import type { Config } from '../../platform/config.ts';

/** The catalog's settings, parsed with the rest of the config at start-up (platform/config.ts). */
export type CatalogConfig = Pick<
  Config,
  | 'HARVEST_ALLOW_PRIVATE_HOSTS'
  | 'HARVEST_TIMEOUT_MS'
  | 'HARVEST_MAX_BYTES'
  | 'HARVEST_MAX_REDIRECTS'
  | 'HARVEST_IMPORTS_PER_HOUR'
  | 'HARVEST_IMPORTS_PER_IP_PER_HOUR'
  | 'SEARCH_CACHE_MS'
  | 'TRANSLATE_URL'
  | 'TRANSLATE_API_KEY'
  | 'TRANSLATE_TARGET'
  | 'TRANSLATE_TIMEOUT_MS'
>;
