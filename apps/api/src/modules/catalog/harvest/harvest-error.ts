export const HARVEST_ERROR_CODES = [
  'unsupported_url',
  'host_not_allowed',
  'unreachable',
  'timeout',
  'http_error',
  'too_large',
  'too_many_redirects',
  'not_html',
  'not_a_product',
  'unsupported_currency',
] as const;
export type HarvestErrorCode = (typeof HARVEST_ERROR_CODES)[number];

/** Why a page could not be imported; the code is what the customer's screen keys on. */
export class HarvestError extends Error {
  constructor(
    readonly code: HarvestErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'HarvestError';
  }
}
