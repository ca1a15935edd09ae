import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const STAFF_TOKEN = 'staff-api-test-token-0123456789';
const ctx = useTestApp({ env: () => ({ STAFF_TOKEN }) });
const transition = '/api/buy-and-ship/admin/buy-product/v1/buy-products';
const actions = '/api/buy-and-ship/admin/buy-action/v1/actions';

describe('staff routes', () => {
  it('check the caller before they look at the body, params or query', async () => {
    const probes = [
      // Malformed in every way a validator would name: without credentials, only 401 or 403.
      { url: `${transition}/not-a-number/transition`, payload: { status: 7 } },
      { url: `${transition}/1/transition?unexpected=1`, payload: { nonsense: true } },
      { url: actions, payload: '{"broken json' },
    ];
    for (const probe of probes) {
      const callers = [
        [{}, 401, 'staff_sign_in_required'],
        [{ 'x-staff-token': 'wrong-token-wrong-token-wrong' }, 403, 'invalid_staff_token'],
      ] as const;
      for (const [headers, status, code] of callers) {
        const res = await ctx.app.inject({
          method: 'POST',
          ...probe,
          headers: { ...headers, 'content-type': 'application/json' },
        });
        expect(res.statusCode, probe.url).toBe(status);
        expect(res.json().error.code).toBe(code);
        expect(res.body).not.toMatch(/status|nonsense|unexpected/);
      }
    }
    const withToken = await ctx.app.inject({
      method: 'POST',
      url: `${transition}/not-a-number/transition`,
      headers: { 'x-staff-token': STAFF_TOKEN },
      payload: { status: 'purchasing' },
    });
    expect(withToken.statusCode).toBe(400);
  });

  it('are left out of the public API document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((path) => path.includes('/admin/'))).toEqual([]);
    expect(paths).not.toContain('/api/docs/staff/json');
    expect(JSON.stringify(doc)).not.toMatch(/Staff: buy products|X-Staff-Token/i);
  });

  it('are described in a staff document behind the staff token', async () => {
    const denied = await ctx.app.inject({ method: 'GET', url: '/api/docs/staff/json' });
    expect(denied.statusCode).toBe(401);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/staff/json',
      headers: { 'x-staff-token': STAFF_TOKEN },
    });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/buy-and-ship/admin/buy-product/v1/buy-products/{id}/transition',
        '/api/invoice/admin/invoice/v1/invoices/{id}/mark-paid',
        '/api/wallet/admin/wallet/v1/customers/{customer_id}/credit',
        '/api/payment/admin/payment/v1/payments/{id}/approve',
        '/api/wallet/admin/wallet/v1/payout-requests/{id}/complete',
      ]),
    );
    // Every staff route lives under an /admin/ path, which the web origin never forwards.
    expect(paths.filter((path) => !path.includes('/admin/'))).toEqual([]);
    expect(res.json().info.title).toBe('Crossport staff API');
  });

  it('stop the API at start-up when one is missing from the permission table', async () => {
    const { default: Fastify } = await import('fastify');
    const { registerStaffApi, trackStaffRoutes } = await import('./staff-api.ts');
    const app = Fastify();
    trackStaffRoutes(app);
    const directory = { activeMember: async () => null };
    await expect(
      registerStaffApi(
        app,
        { token: null, directory, recordAction: async () => {} },
        async (staff) => {
          staff.post('/api/forgotten/admin/v1/things', async () => ({}));
        },
      ),
    ).rejects.toThrow(/STAFF_ROUTE_PERMISSIONS/);
    await app.close();
  });
});
