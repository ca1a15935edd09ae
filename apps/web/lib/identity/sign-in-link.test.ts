import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api-error.ts';
import { needsSecondFactor, signInHref } from './sign-in-link.ts';

describe('the header’s sign-in link', () => {
  it('returns to the page it was on, except home and the auth pages', () => {
    expect(signInHref('/orders/7')).toBe('/login?return_to=%2Forders%2F7');
    expect(signInHref('/')).toBe('/login');
    expect(signInHref('/login')).toBe('/login');
    expect(signInHref('/recovery/x')).toBe('/login');
    expect(signInHref(null)).toBe('/login');
  });

  it('asks for the authenticator code when the session lacks only the second factor', () => {
    expect(signInHref('/wallet', true)).toBe('/login?aal=aal2&return_to=%2Fwallet');
    expect(signInHref('/', true)).toBe('/login?aal=aal2');
  });
});

describe('needsSecondFactor', () => {
  it('is whoami’s session_aal2_required, not any other failure', () => {
    const refused = new ApiError(403, { code: 'session_aal2_required', message: 'aal2' });
    expect(needsSecondFactor(refused)).toBe(true);
    expect(needsSecondFactor(new ApiError(403, { code: 'forbidden', message: 'no' }))).toBe(false);
    expect(needsSecondFactor(new NetworkError(new TypeError('offline')))).toBe(false);
    expect(needsSecondFactor(undefined)).toBe(false);
  });
});
