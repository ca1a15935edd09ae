import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

delete process.env.STAFF_TOKEN;
const ctx = useTestApp();

describe('staff endpoints without a configured STAFF_TOKEN', () => {
  it('answer 403 whatever token is sent', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/buy-and-ship/admin/buy-product/v1/buy-products/1/transition',
      headers: { 'x-staff-token': 'anything-anything-anything' },
      payload: { status: 'purchasing' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('invalid_staff_token');
  });
});
