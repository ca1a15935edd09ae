import { expect, test } from './support/test.ts';
import { rawRequest, startEchoUpstream, startWebServer } from './support/boundary.ts';
import { STAFF_HEADERS, staffUrl } from './support/staff.ts';

/**
 * The web origin is the only door browsers have: it forwards the identity service's public
 * API and nothing else of it, and it tells the upstreams the client address it saw itself.
 */

const OUTBOX = '/admin/courier/messages';
const ADMIN_URL = process.env.IDENTITY_ADMIN_URL!;

/** Every spelling of "the outbox, through the web origin" we know of; none may get through. */
const OUTBOX_TRICKS = [
  `/api/.ory${OUTBOX}`,
  `/api/.ory${OUTBOX}/00000000-0000-0000-0000-000000000000`,
  `/api/.ory/self-service/..${OUTBOX}`,
  `/api/.ory/self-service/%2e%2e${OUTBOX}`,
  `/api/.ory/self-service/%2E%2E${OUTBOX}`,
  `/api/.ory/sessions/.%2e${OUTBOX}`,
  `/api/.ory/self-service%2f..%2fadmin/courier/messages`,
  `/api/.ory/self-service/..%2fadmin/courier/messages`,
  `/api/.ory/self-service/login%5c..%5c..%5cadmin/courier/messages`,
  `/api/.ory//admin/courier/messages`,
  `/api/.ory/self-service//..//admin/courier/messages`,
  `/api/%2eory${OUTBOX}`,
  `/api//.ory${OUTBOX}`,
  `/api/.ORY${OUTBOX}`,
  `/api/.ory/health/ready`,
];

test('the identity outbox is not reachable through the web origin, however the path is spelled', async ({
  baseURL,
}) => {
  // The outbox exists and holds messages on the admin port, so a 404 below means "refused".
  const direct = await rawRequest(ADMIN_URL, OUTBOX);
  expect(direct.status).toBe(200);
  for (const path of OUTBOX_TRICKS) {
    let answer = await rawRequest(baseURL!, path);
    // Next redirects a doubled slash to the single-slash path; that one must be refused too.
    if (answer.status === 308 && answer.location) {
      answer = await rawRequest(baseURL!, new URL(answer.location, baseURL).pathname);
    }
    expect(answer.status, path).toBe(404);
    expect(answer.body, path).not.toContain('"recipient"');
  }
  // The public Kratos API still answers through the web origin.
  expect((await rawRequest(baseURL!, '/api/.ory/self-service/login/api')).status).toBe(200);
  expect((await rawRequest(baseURL!, '/api/.ory/sessions/whoami')).status).toBe(401);
  expect((await rawRequest(baseURL!, '/api/.ory/schemas/default')).status).toBe(200);
});

test('staff routes answer only on the API’s own address, never through the web origin', async ({
  request,
}) => {
  const staffDoc = '/api/docs/staff/json';
  // The token works on the API itself, so a 404 through the web means "refused".
  expect((await request.get(staffUrl(staffDoc), { headers: STAFF_HEADERS })).status()).toBe(200);
  for (const path of [
    staffDoc,
    '/api/buy-and-ship/admin/buy-action/v1/actions',
    '/api/buy-and-ship/%61dmin/buy-action/v1/actions',
    '/api/invoice/ADMIN/invoice/v1/invoices/1/mark-paid',
  ]) {
    const answer = await request.post(path, { headers: STAFF_HEADERS, data: {} });
    expect(answer.status(), path).toBe(404);
  }
  expect((await request.get(staffDoc, { headers: STAFF_HEADERS })).status()).toBe(404);
});

test('the identity service records the address the web server saw, not the one a client claims', async ({
  request,
}) => {
  const spoofed = { 'X-Forwarded-For': '203.0.113.9', 'X-Real-IP': '203.0.113.9' };
  const flow = await request.get('/api/.ory/self-service/login/api', {
    headers: { Accept: 'application/json', ...spoofed },
  });
  expect(flow.ok()).toBe(true);
  const login = await request.post(`/api/.ory/self-service/login?flow=${(await flow.json()).id}`, {
    headers: { Accept: 'application/json', ...spoofed },
    data: {
      method: 'password',
      identifier: 'demo@crossport.local',
      password: 'crossport-demo-2026',
    },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { session } = await login.json();
  expect(session.devices[0].ip_address).toBe('127.0.0.1');
});

test.describe('a web server in front of an echo upstream', () => {
  test.describe.configure({ timeout: 120_000 });

  test('overwrites X-Forwarded-For and drops X-Real-IP and Forwarded on everything it sends upstream', async () => {
    const echo = await startEchoUpstream();
    const web = await startWebServer({ IDENTITY_URL: echo.url, API_URL: echo.url });
    try {
      const spoofed = {
        'X-Forwarded-For': '203.0.113.9',
        'X-Real-IP': '203.0.113.9',
        Forwarded: 'for=203.0.113.9',
      };
      expect((await rawRequest(web.url, '/api/.ory/sessions/whoami', spoofed)).status).toBe(200);
      expect(
        (await rawRequest(web.url, '/api/core/customer/region/v1/current', spoofed)).status,
      ).toBe(200);
      // A page: its server components call the API on the visitor's behalf.
      await rawRequest(web.url, '/', { ...spoofed, accept: 'text/html' });
      await rawRequest(web.url, `/api/.ory${OUTBOX}`, spoofed);

      const paths = echo.seen.map((seen) => seen.url);
      expect(paths).toContain('/sessions/whoami');
      expect(paths).toContain('/api/core/customer/region/v1/current');
      expect(paths.filter((p) => p.startsWith('/api/')).length).toBeGreaterThan(1);
      expect(paths.some((p) => p.includes('admin'))).toBe(false);
      for (const seen of echo.seen) {
        expect(seen.headers['x-forwarded-for'], seen.url).toBe('127.0.0.1');
        expect(seen.headers['x-real-ip'], seen.url).toBeUndefined();
        expect(seen.headers.forwarded, seen.url).toBeUndefined();
      }
    } finally {
      await web.close();
      await echo.close();
    }
  });
});
