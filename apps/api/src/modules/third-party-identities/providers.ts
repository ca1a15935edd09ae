/**
 * The third parties a customer may link a session of to their Crossport identity, as data.
 * Each is verified by OAuth 2.0 Token Introspection (RFC 7662) at the provider: its endpoint
 * and client credentials come from the environment (`<PREFIX>_INTROSPECTION_URL`,
 * `<PREFIX>_CLIENT_ID`, `<PREFIX>_CLIENT_SECRET`); a provider without them is off (503).
 */
export const THIRD_PARTY_PROVIDERS = [
  {
    code: 'livestream',
    name: 'Live-stream shopping',
    envPrefix: 'LIVESTREAM',
  },
] as const;

export interface ProviderSettings {
  introspectionUrl: string;
  clientId: string;
  clientSecret: string;
}

/** A provider's settings from the environment, or null when it is unknown or not configured. */
export function providerSettings(
  code: string,
  env: Readonly<Record<string, unknown>>,
): ProviderSettings | null {
  const provider = THIRD_PARTY_PROVIDERS.find((p) => p.code === code);
  if (!provider) return null;
  const text = (key: string) => {
    const value = env[`${provider.envPrefix}_${key}`];
    return typeof value === 'string' && value ? value : null;
  };
  const introspectionUrl = text('INTROSPECTION_URL');
  const clientId = text('CLIENT_ID');
  const clientSecret = text('CLIENT_SECRET');
  if (!introspectionUrl || !clientId || !clientSecret) return null;
  return { introspectionUrl, clientId, clientSecret };
}
