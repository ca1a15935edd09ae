import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCommerceDemoData } from '../../src/demo/commerce-demo.ts';
import { signInCustomer } from '../commerce-fixtures.ts';
import { useFakeIdentity } from '../fake-identity.ts';
import { useTestApp } from '../test-app.ts';
import { customerObjects, type World } from './customer-objects.ts';
import { requestArbitrary, type GeneratedRequest } from './generated-requests.ts';
import { caseName, listRouteCases, type RouteCase } from './route-cases.ts';

/**
 * Access control of every route in the route table, so a new route is checked without anyone
 * listing it: who may call it (session, staff token), the XSRF guard of cookie sessions, and
 * that one customer cannot reach another's objects by id.
 */
const STAFF_TOKEN = 'access-staff-token-0123456789';
const SEED = 20_261_124;
/** Valid-shaped requests tried per route until one passes validation (refinements aside). */
const TRIES = 40;

const identity = useFakeIdentity();
const ctx = useTestApp({
  env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0', STAFF_TOKEN }),
});
const cases = await listRouteCases();
const customerRoutes = cases.filter((c) => c.private && !c.staff);
const staffRoutes = cases.filter((c) => c.staff);
const unsafeRoutes = cases.filter((c) => !['GET', 'HEAD', 'OPTIONS'].includes(c.method));
const named = (list: RouteCase[]) => list.map((c) => [caseName(c), c] as const);

const world = {} as World;
beforeAll(async () => {
  await loadCommerceDemoData(ctx.database.db);
  const prices = await ctx.app.inject({
    method: 'GET',
    url: '/api/shipping-agent/customer/rate/v1/category-prices',
  });
  const methods = await ctx.app.inject({
    method: 'GET',
    url: '/api/shipping-agent/customer/international/v1/shipping-methods',
  });
  Object.assign(world, {
    app: ctx.app,
    db: ctx.database.db,
    staff: { 'x-staff-token': STAFF_TOKEN },
    shipping: {
      categoryId: prices.json().data[0].shipping_category_id,
      methodId: methods.json().data.find((m: { code: string }) => m.code === 'air').id,
    },
    identityIdOf: (headers) => {
      const session = identity.sessions.get(headers['x-session-token'] ?? '') as
        { identity: { id: string } } | undefined;
      if (!session) throw new Error('Not a signed-in test customer');
      return session.identity.id;
    },
  } satisfies World);
});

/** Refused by the route's schema (not by a rule about the caller, such as missing guest ids). */
function failsTheSchema(res: LightMyRequestResponse): boolean {
  if (res.statusCode !== 400 || res.json().error?.code !== 'validation_failed') return false;
  const fields: { field?: string }[] = res.json().error.details ?? [];
  return fields.every((d) => /^(params|querystring|body)\b/.test(d.field ?? ''));
}

/**
 * The answer to the first request valid enough to pass the route's schema, so a guard that runs
 * after validation (in the handler or a preHandler) is reached.
 */
async function firstValidAnswer(c: RouteCase, headers: Record<string, string>) {
  const requests = fc.sample(requestArbitrary(c, fc.constant(headers), fc.constant(false)), {
    seed: SEED,
    numRuns: TRIES,
  });
  for (const request of requests) {
    const res = await ctx.app.inject(request);
    if (!failsTheSchema(res)) return { request, res };
  }
  throw new Error(`No valid-shaped request of ${TRIES} passed the schema of ${caseName(c)}`);
}

function where(request: GeneratedRequest, res: LightMyRequestResponse) {
  return `${request.method} ${request.url} → ${res.statusCode} ${res.body.slice(0, 200)}`;
}

describe('every route without a session', () => {
  it.each(named(cases.filter((c) => !c.staff)))(
    '%s answers 401 exactly when it documents a 401',
    async (_name, c) => {
      // No credential at all, and a session token the identity service does not know.
      const credentials: Record<string, string>[] = [{}, { 'x-session-token': 'made-up' }];
      for (const headers of credentials) {
        const { request, res } = await firstValidAnswer(c, headers);
        if (c.private) {
          expect(res.statusCode, where(request, res)).toBe(401);
          expect(res.json().error.code).toBe('unauthenticated');
        } else {
          expect(res.statusCode, `undocumented 401: ${where(request, res)}`).not.toBe(401);
        }
      }
    },
  );
});

describe('every unsafe route with a session cookie and no X-XSRF-TOKEN header', () => {
  it.each(named(unsafeRoutes))('%s answers 403', async (_name, c) => {
    const a = signInCustomer(identity);
    const [request] = fc.sample(requestArbitrary(c, fc.constant({}), fc.constant(false)), {
      seed: SEED,
      numRuns: 1,
    });
    const res = await ctx.app.inject({
      ...request!,
      headers: {
        ...request!.headers,
        cookie: `ory_kratos_session=${a['x-session-token']}; XSRF-TOKEN=cookie-token`,
      },
    });
    expect(res.statusCode, where(request!, res)).toBe(403);
    expect(res.json().error.code).toBe('csrf_token_mismatch');
  });
});

describe('every staff route', () => {
  const callers: [string, Record<string, string>][] = [
    ['no token', {}],
    ['a customer session', { 'x-session-token': 'staff-check' }],
    ['a wrong token', { 'x-staff-token': `${STAFF_TOKEN}x` }],
  ];

  it('exists, so the check below checks something', () => {
    expect(staffRoutes.length).toBeGreaterThan(0);
  });

  it.each(named(staffRoutes))('%s refuses callers without the staff token', async (_name, c) => {
    identity.sessions.set('staff-check', signInSession());
    for (const [, headers] of callers) {
      const { request, res } = await firstValidAnswer(c, headers);
      expect([401, 403], where(request, res)).toContain(res.statusCode);
    }
  });
});

function signInSession() {
  const token = signInCustomer(identity)['x-session-token']!;
  return identity.sessions.get(token)!;
}

describe('customer routes that take an id', () => {
  const idRoutes = customerRoutes.filter((c) => c.pathParams.length + c.idFields.length > 0);

  it('every entry of customer-objects.ts names such a route and only its id fields', () => {
    const byName = new Map(idRoutes.map((c) => [caseName(c), c]));
    for (const [name, entry] of Object.entries(customerObjects)) {
      const c = byName.get(name);
      expect(c, `${name} is not a customer route that takes an id`).toBeDefined();
      expect(c!.idFields).toEqual(expect.arrayContaining(entry.publicIds ?? []));
    }
  });

  it.each(named(idRoutes))(
    '%s: customer B gets 404 on A’s objects and A’s objects are unchanged',
    async (name, c) => {
      const entry = customerObjects[name];
      expect(entry, `Add ${name} to test/route-suites/customer-objects.ts`).toBeDefined();
      const owned = [...c.pathParams.map((p) => `params.${p}`), ...c.idFields].filter(
        (field) => !entry!.publicIds?.includes(field),
      );
      if (owned.length === 0) return;
      expect(
        entry!.create,
        `${name} takes ${owned.join(', ')}: say how to create them`,
      ).toBeDefined();
      const a = signInCustomer(identity);
      const b = signInCustomer(identity);
      const made = await entry!.create!(world, a, b);
      for (const attempt of Array.isArray(made) ? made : [made]) {
        const before = await attempt.snapshot();
        const path = c.url.replace(/:([A-Za-z0-9_]+)/g, (_m, key: string) =>
          String(attempt.params?.[key]),
        );
        const url = `${path}${attempt.query ?? ''}`;
        const res = await ctx.app.inject({
          method: c.method as 'GET',
          url,
          headers: { ...b, ...attempt.headers },
          ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
        });
        const said = `${c.method} ${url} ${JSON.stringify(attempt.payload ?? '')} → ${res.body}`;
        if (attempt.checkB) attempt.checkB(res);
        else {
          expect(res.statusCode, said).toBe(404);
          expect(res.json().error.code).toBe('not_found');
        }
        expect(await attempt.snapshot(), said).toEqual(before);
      }
    },
  );
});
