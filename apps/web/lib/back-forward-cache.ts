import type { IncomingMessage, ServerResponse } from 'node:http';
import { isCachedPage } from '../sw/cached-pages.ts';
import { SESSION_COOKIE } from './preferences.ts';

/**
 * Next marks every page it renders per request `no-store`, and Chrome keeps no `no-store` page
 * in its back/forward cache, so Back reloads the whole page. A guest's public page (the same
 * pages the offline app keeps, sw/cached-pages.ts) holds nothing personal: it may stay in that
 * cache. A signed-in customer's pages stay `no-store`, so Back after signing out never shows them.
 */
export const GUEST_PAGE_CACHE_CONTROL = 'private, no-cache, max-age=0, must-revalidate';

/** Whether the request is a guest's (no session cookie) GET of a public page. */
export function isGuestPublicPage(request: IncomingMessage): boolean {
  if (request.method !== 'GET') return false;
  const pathname = (request.url ?? '/').split('?')[0]!;
  const cookies = request.headers.cookie ?? '';
  const signedIn = cookies.split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`));
  return !signedIn && isCachedPage(pathname);
}

/** Lets a guest's public page into the back/forward cache (see above); other answers unchanged. */
export function allowBackForwardCache(request: IncomingMessage, response: ServerResponse): void {
  if (!isGuestPublicPage(request)) return;
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadCacheable(
    this: ServerResponse,
    ...args: Parameters<ServerResponse['writeHead']>
  ) {
    const type = String(this.getHeader('content-type') ?? '');
    const cacheControl = String(this.getHeader('cache-control') ?? '');
    if (type.startsWith('text/html') && cacheControl.includes('no-store')) {
      this.setHeader('Cache-Control', GUEST_PAGE_CACHE_CONTROL);
    }
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}
