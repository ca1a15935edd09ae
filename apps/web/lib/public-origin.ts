/**
 * The site's public origin for absolute links in metadata (canonical URLs, Open Graph):
 * `PUBLIC_WEB_ORIGIN` when the operator sets it (what search engines and link previews must
 * see behind a proxy), else the origin this request came to. Never a guess like localhost.
 */
export function publicOrigin(
  env: { PUBLIC_WEB_ORIGIN?: string | undefined },
  headers: { get(name: string): string | null },
): URL | null {
  const configured = env.PUBLIC_WEB_ORIGIN?.trim();
  if (configured) {
    try {
      const url = new URL(configured);
      if (url.protocol === 'https:' || url.protocol === 'http:') return new URL(url.origin);
    } catch {
      // Not a URL: fall back to the request's own origin.
    }
  }
  const host = (headers.get('x-forwarded-host') ?? headers.get('host'))?.split(',')[0]?.trim();
  if (!host || !/^[\w.-]+(:\d{1,5})?$/.test(host)) return null;
  const proto =
    headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  return new URL(`${proto}://${host}`);
}
