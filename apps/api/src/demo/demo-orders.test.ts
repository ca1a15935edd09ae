import { beforeAll, describe, expect, it } from 'vitest';
import { useTestCatalog } from '../../test/catalog/catalog-fixture.ts';
import { signInCustomer } from '../../test/commerce-fixtures.ts';
import { useFakeIdentity } from '../../test/fake-identity.ts';
import { useTestApp } from '../../test/test-app.ts';
import { loadCommerceDemoData } from './commerce-demo.ts';
import { loadDemoOrders } from './demo-orders.ts';
import { testDatabaseUrl } from '../../test/database-url.ts';

const identity = useFakeIdentity();
const ctx = useTestApp({ env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0' }) });
useTestCatalog(ctx);
beforeAll(async () => {
  await loadCommerceDemoData(ctx.database.db);
});

describe('the demo order', () => {
  it('gives the customer one product home, one decision and one unpaid, once', async () => {
    const headers = signInCustomer(identity);
    const options = {
      databaseUrl: testDatabaseUrl(),
      identityUrl: identity.url,
      sessionToken: headers['x-session-token']!,
    };
    expect(await loadDemoOrders(options)).toBe(3);

    const stat = await ctx.app.inject({
      method: 'GET',
      url: '/api/buy-and-ship/customer/buy-product/v1/stat',
      headers,
    });
    const counts = Object.fromEntries(
      stat.json().data.statuses.map((s: { status: string; count: number }) => [s.status, s.count]),
    );
    expect(counts).toMatchObject({ arrived: 1, action_needed: 1, pending_payment: 1 });
    const actions = await ctx.app.inject({
      method: 'GET',
      url: '/api/buy-and-ship/customer/buy-action/v1/list?page=1&per_page=50',
      headers,
    });
    expect(actions.json().data).toHaveLength(1);
    expect(actions.json().data[0]).toMatchObject({ kind: 'price_change', status: 'pending' });

    // Their dashboard is not empty: the unpaid invoice, the decision, the product arrived.
    const dashboard = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/customer/dashboard/v1/overview',
      headers,
    });
    const data = dashboard.json().data;
    expect(data.to_pay.count).toBe(1);
    expect(data.to_pay.totals[0].amount).toBeGreaterThan(0);
    expect(data.needs_answer).toEqual({ action_needed: 1, quotes: 0, disputes: 0 });
    expect(data.parcels).toContainEqual({ stage: 'arrived', parcels: 0, orders: 1 });

    // A second start finds the order and adds nothing.
    expect(await loadDemoOrders(options)).toBe(0);
  });
});
