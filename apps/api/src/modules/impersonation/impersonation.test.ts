import { describe, expect, it } from 'vitest';
import { addDhakaAddress } from '../../../test/commerce-fixtures.ts';
import { identitySession, useFakeIdentity } from '../../../test/fake-identity.ts';
import { useStaffToken } from '../../../test/orders-testbed.ts';
import { signInStaff } from '../../../test/staff-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createIdentityAdmin } from './identity-admin.ts';

const STAFF_TOKEN = 'impersonation-staff-token-0123456789';
const staff = { 'x-staff-token': STAFF_TOKEN };
const BASE = '/api/user/admin/impersonate/v1/sessions';

useStaffToken(STAFF_TOKEN);
const identity = useFakeIdentity();
const ctx = useTestApp({
  env: () => ({
    IDENTITY_URL: identity.url,
    // The fake answers the admin API's impersonation calls too.
    IDENTITY_ADMIN_URL: identity.url,
    SESSION_CACHE_SECONDS: '0',
    STAFF_TOKEN,
  }),
});

/** A customer's own session, and a support session on the same identity. */
async function customerAndSupport() {
  const own = identitySession({ name: 'Nusrat Jahan' });
  identity.sessions.set(`own-${own.id}`, own);
  const ownHeaders = { 'x-session-token': `own-${own.id}` };
  const synced = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/customer/sync/v1/sync-identity',
    headers: ownHeaders,
  });
  expect(synced.statusCode, synced.body).toBe(200);
  const support = {
    ...own,
    id: crypto.randomUUID(),
    identity: { ...own.identity, metadata_public: { is_impersonate_identity: true } },
  };
  identity.sessions.set(`support-${support.id}`, support);
  return {
    customerId: synced.json().data.id as number,
    identityId: own.identity.id,
    ownHeaders,
    supportHeaders: { 'x-session-token': `support-${support.id}` },
    supportId: support.id,
  };
}

describe('support impersonation in the commerce API', () => {
  it('lets a support session read everything and change nothing, and records each refusal', async () => {
    const { customerId, ownHeaders, supportHeaders, supportId } = await customerAndSupport();
    await addDhakaAddress(ctx, ownHeaders);

    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/customer/address/v1/addresses',
      headers: supportHeaders,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toHaveLength(1);
    // A search is a POST that changes nothing: allowed.
    const search = await ctx.app.inject({
      method: 'POST',
      url: '/api/product/customer/v1/products/search',
      headers: supportHeaders,
      payload: { keyword: 'bag' },
    });
    expect(search.statusCode, search.body).toBe(200);

    // Refused before the body is even looked at, whatever it holds.
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/customer/address/v1/addresses',
      headers: supportHeaders,
      payload: { nonsense: true },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().error).toMatchObject({ code: 'impersonation_read_only' });
    const remove = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/customer/address/v1/addresses/${read.json().data[0].id}`,
      headers: supportHeaders,
    });
    expect(remove.statusCode).toBe(403);
    // The sync keeps its own answer for a support session: 412, nothing synced.
    const sync = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/customer/sync/v1/sync-identity',
      headers: supportHeaders,
    });
    expect(sync.statusCode).toBe(412);
    // The customer's own session is untouched.
    expect((await addDhakaAddress(ctx, ownHeaders)) > 0).toBe(true);

    const log = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/by-user?customer_id=${customerId}`,
      headers: staff,
    });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().data.sessions).toMatchObject([{ id: supportId, impersonated_by: 'Support' }]);
    expect(
      log
        .json()
        .data.refused_writes.map((w: { method: string; path: string }) => [w.method, w.path]),
    ).toEqual([
      ['DELETE', `/api/user/customer/address/v1/addresses/${read.json().data[0].id}`],
      ['POST', '/api/user/customer/address/v1/addresses'],
    ]);
  });

  it('asks the identity admin API for a one-time link, naming who looks and why', async () => {
    const { customerId, identityId } = await customerAndSupport();
    const made = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: staff,
      payload: { customer_id: customerId, reason: 'Ticket 4411' },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.redeem_url).toContain('/self-service/impersonation/browser?code=');
    // The X-Staff-Token caller is recorded under its fixed name.
    expect(identity.grants.at(-1)).toEqual({
      identityId,
      body: { staff: 'machine', reason: 'Ticket 4411' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: staff,
      payload: { customer_id: 999_999, reason: 'Ticket 4411' },
    });
    expect(unknown.statusCode).toBe(404);
    const noReason = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: staff,
      payload: { customer_id: customerId },
    });
    expect(noReason.statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'POST', url: BASE, payload: { customer_id: customerId } }))
        .statusCode,
    ).toBe(401);
  });

  it('records the signed-in support agent as who looks, never a name the body gives', async () => {
    const { customerId, identityId } = await customerAndSupport();
    const agent = await signInStaff(identity, ctx.database.db, ['support']);
    const before = identity.grants.length;
    const claimed = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: agent.headers,
      payload: { customer_id: customerId, staff: 'Someone Else', reason: 'Ticket 4412' },
    });
    // "Who" is not an input: a body naming someone is refused and asks for nothing.
    expect(claimed.statusCode).toBe(400);
    expect(identity.grants.length).toBe(before);

    const made = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: agent.headers,
      payload: { customer_id: customerId, reason: 'Ticket 4412' },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(identity.grants.at(-1)).toEqual({
      identityId,
      body: { staff: agent.email, reason: 'Ticket 4412' },
    });
  });

  it('says impersonation is unavailable without the identity admin API', async () => {
    await expect(createIdentityAdmin(undefined).grant('x', 'y', 'z')).rejects.toMatchObject({
      status: 503,
      code: 'impersonation_unavailable',
    });
  });
});
