import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/http/cookies.ts';
import {
  answer,
  CookieJar,
  nativeApp,
  readJson,
  registerCustomer,
  uniqueEmail,
  UI_URL,
  useIdentityServer,
} from './identity-server.ts';

const identity = useIdentityServer();

const customer = () => registerCustomer(identity.current, uniqueEmail('impersonated'));

const grant = (
  identityId: string,
  body: object = { staff: 'Rumana (support)', reason: 'Ticket 4411: checkout fails' },
) =>
  fetch(`${identity.current.adminUrl}/admin/identities/${identityId}/impersonation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('support impersonation', () => {
  it('redeems a one-time grant for a read-only session flagged in public metadata', async () => {
    const { id } = await customer();
    const made = await grant(id);
    expect(made.status).toBe(201);
    const { redeem_url, expires_at } = await readJson(made);
    expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now());
    expect(redeem_url).toMatch(/\/self-service\/impersonation\/browser\?code=ory_ic_/);

    const support = new CookieJar();
    const opened = await support.fetch(redeem_url);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`${UI_URL}/dashboard`);
    expect(support.get(SESSION_COOKIE)).toBeDefined();

    const whoami = await readJson(await support.fetch(`${identity.current.url}/sessions/whoami`));
    expect(whoami.identity.id).toBe(id);
    expect(whoami.identity.metadata_public).toMatchObject({ is_impersonate_identity: true });
    expect(whoami.authentication_methods[0].method).toBe('impersonation');
    // Short: half an hour, not the customer's weeks.
    expect(new Date(whoami.expires_at).getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);

    // Once only: a browser is sent to the error page, a JSON client gets the reason.
    const browserAgain = await new CookieJar().fetch(redeem_url);
    expect(browserAgain.status).toBe(303);
    expect(browserAgain.headers.get('location')).toContain('/error?id=');
    const again = await new CookieJar().fetch(redeem_url, {
      headers: { accept: 'application/json' },
    });
    expect(again.status).toBe(410);
    expect((await readJson(again)).error.id).toBe('impersonation_link_invalid');

    // Read-only here too: no settings change, no ending the customer's other sessions.
    const settings = await support.fetch(`${identity.current.url}/self-service/settings?flow=x`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ method: 'password', password: 'a-new-password-123456' }),
    });
    expect(settings.status).toBe(403);
    expect((await readJson(settings)).error.id).toBe('session_read_only');
    const revoke = await support.fetch(`${identity.current.url}/sessions`, { method: 'DELETE' });
    expect(revoke.status).toBe(403);

    // The admin list of the identity's sessions says who opened which.
    const listed = await readJson(
      await fetch(`${identity.current.adminUrl}/admin/identities/${id}/sessions`),
    );
    expect(listed.map((s: { impersonated_by: string | null }) => s.impersonated_by).sort()).toEqual(
      ['Rumana (support)', null],
    );
  });

  it("leaves the customer's own session unflagged and writable", async () => {
    const { id, token } = await customer();
    await grant(id);
    const whoami = await answer(() =>
      nativeApp(identity.current).toSessionRaw({ xSessionToken: token }),
    );
    expect(whoami.body.identity.metadata_public?.is_impersonate_identity).toBeUndefined();
    const revoke = await fetch(`${identity.current.url}/sessions`, {
      method: 'DELETE',
      headers: { 'x-session-token': token },
    });
    expect(revoke.status).toBe(200);
  });

  it('refuses unknown identities, missing reasons and an unknown code', async () => {
    expect((await grant('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await grant('not-a-uuid')).status).toBe(404);
    const { id } = await customer();
    expect((await grant(id, { staff: 'x' })).status).toBe(400);
    const unknown = await fetch(
      `${identity.current.url}/self-service/impersonation/browser?code=ory_ic_nothing`,
      { redirect: 'manual', headers: { accept: 'application/json' } },
    );
    expect(unknown.status).toBe(410);
  });

  it('is not served by the public listener', async () => {
    const { id } = await customer();
    const res = await fetch(`${identity.current.url}/admin/identities/${id}/impersonation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ staff: 'x', reason: 'because' }),
    });
    expect(res.status).toBe(404);
  });
});
