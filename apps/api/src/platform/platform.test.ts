import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();
const current = '/api/core/customer/region/v1/current';

describe('health', () => {
  it('answers liveness and readiness with the migrations applied', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    });
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().migrations).toBeGreaterThan(0);
  });
});

describe('request ids', () => {
  it('gives every response a request id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: current });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a well-formed request id the caller sent', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: current,
      headers: { 'x-request-id': 'mobile-1234-abcd' },
    });
    expect(res.headers['x-request-id']).toBe('mobile-1234-abcd');
  });
});

describe('error shape', () => {
  it('answers an unknown route with 404 route_not_found', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/core/customer/nothing/v1/here?x=1',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: {
        code: 'route_not_found',
        message: 'No endpoint GET /api/core/customer/nothing/v1/here.',
      },
    });
  });

  it('refuses a body on a GET request', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: current,
      headers: { 'content-type': 'application/json' },
      payload: '{"a":1}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('body_not_allowed');
  });

  it('answers a path parameter longer than the router keeps with 414 uri_too_long', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/core/customer/region/v1/regions/${'9'.repeat(200)}/settings`,
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      error: { code: 'uri_too_long', message: 'A value in the path is too long.' },
    });
  });

  it('answers a path that is not valid percent-encoding with 400 invalid_url', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/core/customer/region/v1/regions/%E0%A4%A/settings',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'invalid_url', message: 'The path is not a valid URL.' },
    });
  });

  it('never leaks a stack trace', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/core/customer/region/v1/regions/1e99/settings',
    });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    expect(res.json().error).toHaveProperty('code');
  });
});

describe('request context headers', () => {
  function encode(value: unknown): string {
    return Buffer.from(JSON.stringify(value)).toString('base64');
  }

  it('accepts a well-formed request context', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: current,
      headers: {
        'x-request-context': encode({ os: 'Android 14', userAgent: 'app/1.0', platform: 'mobile' }),
      },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a request context that is not base64 JSON', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: current,
      headers: { 'x-request-context': '%%%not-base64%%%' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('headers.x-request-context');
  });

  it('refuses an unknown platform', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: current,
      headers: { 'x-request-context': encode({ platform: 'fridge' }) },
    });
    expect(res.statusCode).toBe(400);
  });

  it('treats guest headers 1/1 as no guest and refuses malformed guest ids', async () => {
    const none = await ctx.app.inject({
      method: 'GET',
      url: current,
      headers: { 'x-guest-id': '1', 'x-guest-session': '1' },
    });
    expect(none.statusCode).toBe(200);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: current,
      headers: { 'x-guest-id': 'a b c', 'x-guest-session': '<script>' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('headers.x-guest-id');
  });

  it('refuses short guest ids such as 1/2, naming the header', async () => {
    const guessable = async (id: string, session: string) =>
      ctx.app.inject({
        method: 'GET',
        url: current,
        headers: { 'x-guest-id': id, 'x-guest-session': session },
      });
    const counter = await guessable('1', '2');
    expect(counter.statusCode).toBe(400);
    expect(counter.json().error.details.map((d: { field: string }) => d.field)).toEqual([
      'headers.x-guest-id',
      'headers.x-guest-session',
    ]);
    const shortSession = await guessable('6f1c2d9e-47a8-4b1e-9c3f-2a7d5e8b0c41', 'abc.def');
    expect(shortSession.statusCode).toBe(400);
    expect(shortSession.json().error.details).toEqual([
      { field: 'headers.x-guest-session', message: expect.stringContaining('16-64') },
    ]);
    const tooLong = await guessable('a'.repeat(65), 'b'.repeat(16));
    expect(tooLong.json().error.details[0].field).toBe('headers.x-guest-id');
    const uuids = await guessable(
      '6f1c2d9e-47a8-4b1e-9c3f-2a7d5e8b0c41',
      'Yq3_kP9-xR2mZ7wT4vB8nL1s',
    );
    expect(uuids.statusCode).toBe(200);
  });
});

describe('XSRF protection', () => {
  it('hands out a script-readable XSRF-TOKEN cookie', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: current });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('does not replace a token the browser already has', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: current,
      cookies: { 'XSRF-TOKEN': 'abc' },
    });
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('refuses an unsafe cookie-authenticated request without the header', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: current,
      cookies: { ory_kratos_session: 'session', 'XSRF-TOKEN': 'token-1' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf_token_mismatch');
  });

  it('refuses a header that does not match the cookie', async () => {
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: current,
      cookies: { ory_kratos_session: 'session', 'XSRF-TOKEN': 'token-1' },
      headers: { 'x-xsrf-token': 'token-2' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets a matching header through to the route', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: current,
      cookies: { ory_kratos_session: 'session', 'XSRF-TOKEN': 'token-1' },
      headers: { 'x-xsrf-token': 'token-1' },
    });
    // Past the XSRF check the router answers: there is no POST on this path.
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('route_not_found');
  });

  it('does not ask guests without a session cookie for a token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: current });
    expect(res.statusCode).toBe(404);
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document and its rendered page', async () => {
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().info.title).toBe('Crossport commerce API');
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('JSON bodies', () => {
  it('reads an empty JSON body as no body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/customer/sync/v1/sync-identity',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    // Past body parsing: no session, so the route itself answers 401.
    expect(res.statusCode).toBe(401);
  });

  it('refuses malformed JSON with invalid_json', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/customer/sync/v1/sync-identity',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_json');
  });
});
