import * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { identitySession, useFakeIdentity } from '../../test/fake-identity.ts';
import { useTestApp } from '../../test/test-app.ts';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const SETTINGS = '/api/notification/customer/v1/custom';
const CHANGE = { language: 'bn' };

/**
 * Cross-site request forgery against the API's double-submit token (issue #28): a browser
 * signed in with its session cookie changes something only when the request also carries,
 * in `X-XSRF-TOKEN`, exactly the `XSRF-TOKEN` cookie value that browser holds.
 */
describe('the XSRF double-submit token under attack', () => {
  const identity = useFakeIdentity();
  const ctx = useTestApp({
    env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0' }),
  });

  /** A browser: its session cookie and the XSRF cookie the API handed it. */
  async function browser() {
    const session = crypto.randomUUID();
    identity.sessions.set(session, identitySession());
    const first = await ctx.app.inject({
      method: 'GET',
      url: SETTINGS,
      cookies: { ory_kratos_session: session },
    });
    expect(first.statusCode, first.body).toBe(200);
    const xsrf = first.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    return { session, xsrf };
  }
  const change = (
    cookies: Record<string, string>,
    headers: Record<string, string | string[]> = {},
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'POST',
  ) => ctx.app.inject({ method, url: SETTINGS, cookies, headers, payload: CHANGE });
  const refused = (res: { statusCode: number; json: () => { error: { code: string } } }) => {
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf_token_mismatch');
  };

  it('lets the browser’s own cookie and header through', async () => {
    const b = await browser();
    const res = await change(
      { ory_kratos_session: b.session, 'XSRF-TOKEN': b.xsrf },
      { 'x-xsrf-token': b.xsrf },
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a missing header, on every unsafe method', async () => {
    const b = await browser();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      refused(await change({ ory_kratos_session: b.session, 'XSRF-TOKEN': b.xsrf }, {}, method));
    }
  });

  it('refuses the token of another browser (another session’s cookie)', async () => {
    const victim = await browser();
    const attacker = await browser();
    refused(
      await change(
        { ory_kratos_session: victim.session, 'XSRF-TOKEN': victim.xsrf },
        { 'x-xsrf-token': attacker.xsrf },
      ),
    );
  });

  it('refuses a header without the cookie, and an empty pair', async () => {
    const b = await browser();
    refused(await change({ ory_kratos_session: b.session }, { 'x-xsrf-token': b.xsrf }));
    refused(
      await change({ ory_kratos_session: b.session, 'XSRF-TOKEN': '' }, { 'x-xsrf-token': '' }),
    );
  });

  it.each([
    ['a prefix of the token', (t: string) => t.slice(0, -1)],
    ['the token and one more character', (t: string) => `${t}x`],
    ['one character changed', (t: string) => `${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}`],
    ['the token in upper case', (t: string) => t.toUpperCase()],
    ['the token padded with spaces', (t: string) => ` ${t} `],
  ])('refuses a tampered header: %s', async (_tamper, tamper) => {
    const b = await browser();
    refused(
      await change(
        { ory_kratos_session: b.session, 'XSRF-TOKEN': b.xsrf },
        { 'x-xsrf-token': tamper(b.xsrf) },
      ),
    );
  });

  it('refuses the header sent twice, or the token anywhere but the header', async () => {
    const b = await browser();
    const cookies = { ory_kratos_session: b.session, 'XSRF-TOKEN': b.xsrf };
    refused(await change(cookies, { 'x-xsrf-token': [b.xsrf, b.xsrf] }));
    refused(
      await ctx.app.inject({
        method: 'POST',
        url: `${SETTINGS}?xsrf_token=${b.xsrf}`,
        cookies,
        payload: { ...CHANGE, _csrf: b.xsrf },
      }),
    );
    // A method override does not make an unsafe request safe.
    refused(await change(cookies, { 'x-http-method-override': 'GET' }));
  });

  it('compares the tokens in constant time', async () => {
    const b = await browser();
    const compare = vi.mocked(crypto.timingSafeEqual);
    compare.mockClear();
    await change(
      { ory_kratos_session: b.session, 'XSRF-TOKEN': b.xsrf },
      { 'x-xsrf-token': `${b.xsrf.slice(0, -1)}A` },
    );
    expect(compare).toHaveBeenCalled();
  });
});
