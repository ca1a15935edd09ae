import type { Config } from '../../../platform/config.ts';
import type { BkashClientConfig } from './client.ts';

/** The client's settings from the parsed environment (platform/config.ts, BKASH_*). */
export function bkashClientConfig(config: Config): BkashClientConfig {
  return {
    baseUrl: config.BKASH_BASE_URL,
    appKey: config.BKASH_APP_KEY,
    appSecret: config.BKASH_APP_SECRET,
    username: config.BKASH_USERNAME,
    password: config.BKASH_PASSWORD,
    timeoutMs: config.BKASH_TIMEOUT_MS,
  };
}
