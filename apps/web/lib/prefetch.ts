import { isPrivatePath } from './sections.ts';

/**
 * The `prefetch` of a link: Next fetches every link in view ahead of a tap, but a guest's link
 * to a sign-in-only page would only fetch a redirect to sign in, work on a phone's main thread
 * while the page loads for nothing. Undefined keeps Next's default.
 */
export function prefetchFor(href: string, signedIn: boolean): false | undefined {
  return !signedIn && isPrivatePath(href.split(/[?#]/)[0]!) ? false : undefined;
}
