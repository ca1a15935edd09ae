import { BkashError } from './gateway.ts';

/** What a grant or refresh hands back, with the expiry turned into a clock time. */
export interface IssuedTokens {
  idToken: string;
  refreshToken: string;
  /** Milliseconds since the epoch, by the cache's clock. */
  expiresAt: number;
}

export interface IdTokenCacheDeps {
  grant(): Promise<IssuedTokens>;
  refresh(refreshToken: string): Promise<IssuedTokens>;
  now(): number;
  /** Told (never with a token) when a refresh was refused and a new grant is asked for. */
  onRefreshRefused?(error: BkashError): void;
}

/**
 * Renew this long before bKash's expiry, so a token never expires between our check and
 * bKash's (clock skew, a slow request). Capped at a tenth of the lifetime for short tokens.
 */
const RENEW_EARLY_MS = 60_000;

/**
 * bKash's id_token, kept until shortly before it expires. Renewal uses the refresh_token and
 * falls back to a new grant when bKash refuses it. Only one renewal is in flight: concurrent
 * callers share it, because bKash limits how often a merchant may ask for tokens.
 */
export function createIdTokenCache(deps: IdTokenCacheDeps) {
  let tokens: (IssuedTokens & { renewAt: number }) | undefined;
  let renewing: Promise<string> | undefined;

  async function renew(): Promise<string> {
    let issued: IssuedTokens | undefined;
    if (tokens) {
      try {
        issued = await deps.refresh(tokens.refreshToken);
      } catch (error) {
        // A network failure is reported as is; only a refusal earns a fresh grant.
        if (!(error instanceof BkashError)) throw error;
        deps.onRefreshRefused?.(error);
      }
    }
    issued ??= await deps.grant();
    const lifetime = Math.max(0, issued.expiresAt - deps.now());
    tokens = { ...issued, renewAt: issued.expiresAt - Math.min(RENEW_EARLY_MS, lifetime / 10) };
    return issued.idToken;
  }

  return {
    /** A live id_token, renewed first when it is (nearly) expired. */
    current(): Promise<string> {
      if (tokens && deps.now() < tokens.renewAt) return Promise.resolve(tokens.idToken);
      renewing ??= renew().finally(() => {
        renewing = undefined;
      });
      return renewing;
    },
    /** bKash refused this id_token (401): the next call renews, unless someone already did. */
    rejected(idToken: string): void {
      if (tokens?.idToken === idToken) tokens = { ...tokens, renewAt: 0 };
    },
  };
}
