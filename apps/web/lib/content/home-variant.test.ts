import { describe, expect, it } from 'vitest';
import { homeSlug, isMobileBrowser } from './home-variant.ts';

const pixel =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('home page variant', () => {
  it('names the four slugs of spec §2', () => {
    expect(homeSlug({ signedIn: false, mobile: false })).toBe('before-login');
    expect(homeSlug({ signedIn: false, mobile: true })).toBe('mobile-before-login-homepage');
    expect(homeSlug({ signedIn: true, mobile: false })).toBe('after-login');
    expect(homeSlug({ signedIn: true, mobile: true })).toBe('mobile-after-login-homepage');
  });

  it('trusts the mobile client hint first, then the user agent', () => {
    expect(isMobileBrowser(desktop, '?1')).toBe(true);
    expect(isMobileBrowser(pixel, '?0')).toBe(false);
    expect(isMobileBrowser(pixel, null)).toBe(true);
    expect(isMobileBrowser(desktop, null)).toBe(false);
    expect(isMobileBrowser(null, null)).toBe(false);
  });
});
