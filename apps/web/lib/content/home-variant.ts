/**
 * Which home page the content service is asked for (spec §2): before or after sign-in, for a
 * phone or a larger screen. The server cannot see the screen, so it goes by what the browser
 * says it is: the `Sec-CH-UA-Mobile` client hint where sent, else the user agent.
 */
export function homeSlug(visitor: { signedIn: boolean; mobile: boolean }) {
  if (visitor.signedIn) return visitor.mobile ? 'mobile-after-login-homepage' : 'after-login';
  return visitor.mobile ? 'mobile-before-login-homepage' : 'before-login';
}

export function isMobileBrowser(userAgent: string | null, mobileHint: string | null): boolean {
  if (mobileHint === '?1') return true;
  if (mobileHint === '?0') return false;
  return /Mobi|Android|iPhone|iPod/i.test(userAgent ?? '');
}
