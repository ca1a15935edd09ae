import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../src/demo.ts';
import {
  browser,
  csrfOf,
  readJson,
  UI_URL,
  useIdentityServer,
  type CookieJar,
} from './identity-server.ts';

const PARTNER = 'https://partner.example';
const server = useIdentityServer({
  IDENTITY_SECRET_COOKIE: 'a-cookie-secret-for-tests-at-least-32-chars',
  // An allowed origin without a path: the case a string prefix check got wrong.
  IDENTITY_ALLOWED_RETURN_URLS: `${PARTNER}, crossport://callback`,
});

/** Open-redirect tricks, each by name: none may become where a flow sends the browser. */
const TRICKS: [string, string][] = [
  ['a protocol-relative URL', '//evil.example/'],
  ['a backslash path', '/\\evil.example'],
  ['an encoded protocol-relative path', '/%2F%2Fevil.example'],
  ['an encoded backslash', '/%5Cevil.example'],
  ['another site', 'https://evil.example/'],
  ['the web app as a user name', `${UI_URL}@evil.example/`],
  ['the web app as a subdomain', `${UI_URL}.evil.example/`],
  ['an allowed origin as a user name', `${PARTNER}@evil.example/`],
  ['an allowed origin as a subdomain', `${PARTNER}.evil.example/`],
  ['an allowed app link as a user name', 'crossport://callback@evil.example'],
  ['javascript:', 'javascript:alert(document.cookie)'],
  ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
];

const FLOWS = ['login', 'registration', 'recovery', 'verification'] as const;

const withReturnTo = (path: string, returnTo: string, extra = '') =>
  `${server.current.url}${path}?return_to=${encodeURIComponent(returnTo)}${extra}`;
const json = { accept: 'application/json' };

function expectForbidden(status: number, body: { error?: { id?: string } }) {
  expect(status).toBe(400);
  expect(body.error?.id).toBe('self_service_flow_return_to_forbidden');
}

/** A browser with a customer's session cookie. */
async function signedIn(): Promise<CookieJar> {
  const { jar } = browser(server.current);
  const flow = await readJson(
    await jar.fetch(`${server.current.url}/self-service/login/browser`, { headers: json }),
  );
  const res = await jar.fetch(`${server.current.url}/self-service/login?flow=${flow.id}`, {
    method: 'POST',
    headers: { ...json, 'content-type': 'application/json' },
    body: JSON.stringify({
      method: 'password',
      identifier: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
      csrf_token: csrfOf(flow),
    }),
  });
  expect(res.status).toBe(200);
  return jar;
}

describe('return_to open-redirect tricks, refused by every flow', () => {
  it('still takes a same-site path and an allowed URL', async () => {
    const { jar } = browser(server.current);
    for (const target of ['/dashboard', `${PARTNER}/welcome`, 'crossport://callback?x=1']) {
      const res = await jar.fetch(withReturnTo('/self-service/login/browser', target), {
        headers: json,
      });
      expect(res.status).toBe(200);
      expect((await readJson(res)).return_to).toBe(new URL(target, `${UI_URL}/`).toString());
    }
  });

  describe.each(TRICKS)('%s', (_trick, trick) => {
    it.each(FLOWS)('is refused when a %s flow starts, browser or native', async (kind) => {
      for (const type of ['browser', 'api']) {
        const res = await fetch(withReturnTo(`/self-service/${kind}/${type}`, trick), {
          headers: json,
          redirect: 'manual',
        });
        expectForbidden(res.status, await readJson(res));
      }
    });

    it('sends a browser to the error page on the web app, never to the trick', async () => {
      const res = await fetch(withReturnTo('/self-service/login/browser', trick), {
        redirect: 'manual',
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toMatch(new RegExp(`^${UI_URL}/error\\?id=`));
    });

    it('is refused as the address after verification of a registration', async () => {
      const res = await fetch(
        `${server.current.url}/self-service/registration/browser?after_verification_return_to=${encodeURIComponent(trick)}`,
        { headers: json, redirect: 'manual' },
      );
      expectForbidden(res.status, await readJson(res));
    });
  });

  it('is refused for the signed-in: settings, a second sign-in, logout (the session stays)', async () => {
    const jar = await signedIn();
    for (const [, trick] of TRICKS) {
      for (const path of ['/self-service/settings/browser', '/self-service/logout/browser']) {
        const res = await jar.fetch(withReturnTo(path, trick), { headers: json });
        expectForbidden(res.status, await readJson(res));
      }
      // A signed-in browser asking to sign in is sent back where it came from, never to the trick.
      const redirected = await jar.fetch(withReturnTo('/self-service/login/browser', trick));
      expect(redirected.status).toBe(303);
      expect(redirected.headers.get('location')).toMatch(new RegExp(`^${UI_URL}/error\\?id=`));
    }
    const logout = await readJson(
      await jar.fetch(`${server.current.url}/self-service/logout/browser`, { headers: json }),
    );
    for (const [, trick] of TRICKS) {
      const res = await jar.fetch(
        withReturnTo('/self-service/logout', trick, `&token=${logout.logout_token}`),
        { headers: json },
      );
      expectForbidden(res.status, await readJson(res));
    }
    const whoami = await jar.fetch(`${server.current.url}/sessions/whoami`, { headers: json });
    expect(whoami.status).toBe(200);
  });
});
