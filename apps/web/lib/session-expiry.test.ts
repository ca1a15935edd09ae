import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { signInAfterExpiry } from './session-expiry.ts';

const unauthenticated = new ApiError(401, {
  code: 'unauthenticated',
  message: 'Please sign in to continue.',
});

describe('signInAfterExpiry', () => {
  it('sends a private page with an ended session to sign in and back', () => {
    expect(
      signInAfterExpiry(unauthenticated, {
        pathname: '/dashboard/buy-and-ship/my-orders',
        search: '?status=arrived',
      }),
    ).toBe('/login?return_to=%2Fdashboard%2Fbuy-and-ship%2Fmy-orders%3Fstatus%3Darrived');
  });

  it('leaves public pages and other errors alone', () => {
    expect(signInAfterExpiry(unauthenticated, { pathname: '/cart', search: '' })).toBeNull();
    expect(
      signInAfterExpiry(new ApiError(404, { code: 'not_found', message: 'Gone' }), {
        pathname: '/dashboard',
        search: '',
      }),
    ).toBeNull();
    expect(signInAfterExpiry(new Error('boom'), { pathname: '/dashboard', search: '' })).toBeNull();
  });
});
