import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCommerceDemoData } from '../../src/demo/commerce-demo.ts';
import { signInCustomer } from '../commerce-fixtures.ts';
import { createFakeBkash } from '../fake-bkash.ts';
import { useFakeIdentity } from '../fake-identity.ts';
import { useTestApp } from '../test-app.ts';
import { comparable, referencesIn, sharedReferences, type Answer } from './answer-references.ts';
import { customerIdOf, type Headers, type World } from './customer-factories.ts';
import { customerObjects, type Attempt } from './customer-objects.ts';
import { customerRows, type CustomerRows } from './customer-rows.ts';
import { expectRefused, sameFields, valuesAt } from './refusals.ts';
import { ownOneOfEverything, type Read } from './customer-world.ts';
import { requestArbitrary, type GeneratedRequest } from './generated-requests.ts';
import { classify, ROUTE_KINDS } from './parameter-kinds.ts';
import { caseName, listRouteCases, type RouteCase } from './route-cases.ts';

/**
 * Access control of every route in the route table, so a new route is checked without anyone
 * listing it: who may call it (session, staff token), the XSRF guard of cookie sessions, that
 * one customer cannot reach another's records through any value a request carries (and a refused
 * attempt changes no row of either), and that nothing one customer reads shows another's records.
 */
const STAFF_TOKEN = 'access-staff-token-0123456789';
const SEED = 20_261_124;
/** Valid-shaped requests tried per route until one passes validation (refinements aside). */
const TRIES = 40;

const identity = useFakeIdentity();
// bKash payments too, so B can name A's bKash paymentID.
const bkash = createFakeBkash();
const ctx = useTestApp({
  env: () => ({
    IDENTITY_URL: identity.url,
    SESSION_CACHE_SECONDS: '0',
    STAFF_TOKEN,
    // No worker renders invoice PDFs here: a download answers "not ready" at once.
    INVOICE_PDF_WAIT_MS: '0',
  }),
  app: () => ({ bkash: bkash.gateway }),
});
const cases = await listRouteCases();
const customerRoutes = cases.filter((c) => c.private && !c.staff);
const staffRoutes = cases.filter((c) => c.staff);
const unsafeRoutes = cases.filter((c) => !['GET', 'HEAD', 'OPTIONS'].includes(c.method));
const named = (list: RouteCase[]) => list.map((c) => [caseName(c), c] as const);

const world = {} as World;
let rows: CustomerRows;
beforeAll(async () => {
  rows = await customerRows(ctx.database.pool);
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

const classified = (c: RouteCase) => c.fields.map((field) => ({ field, kind: classify(c, field) }));
const ownedFieldsOf = (c: RouteCase) =>
  classified(c).flatMap(({ field, kind }) =>
    kind?.kind === 'owned' ? [{ path: field.path, within: kind.within }] : [],
  );

describe('every value a request carries (parameter-kinds.ts)', () => {
  const open = cases.filter((c) => !c.staff);

  it('is classified: the caller’s own record, shared data, or not a reference', () => {
    const unclassified = open.flatMap((c) =>
      classified(c)
        .filter(({ kind }) => !kind)
        .map(({ field }) => `${caseName(c)} ${field.path}`),
    );
    expect(unclassified, 'Say in parameter-kinds.ts what each of these is').toEqual([]);
  });

  it('on a route without a session never names a customer’s record', () => {
    const owned = open
      .filter((c) => !c.private)
      .flatMap((c) => ownedFieldsOf(c).map((f) => `${caseName(c)} ${f.path}`));
    expect(owned, 'A public route cannot take these: say what they are in ROUTE_KINDS').toEqual([]);
  });

  it('has exceptions only for routes and fields that exist', () => {
    const fields = new Set(cases.flatMap((c) => c.fields.map((f) => `${caseName(c)} ${f.path}`)));
    const stale = Object.entries(ROUTE_KINDS).flatMap(([route, entries]) =>
      Object.keys(entries).filter((path) => !fields.has(`${route} ${path}`)),
    );
    expect(stale).toEqual([]);
  });
});

describe('customer routes that take a customer’s record (customer-objects.ts)', () => {
  const recordRoutes = customerRoutes.filter(
    (c) => ownedFieldsOf(c).length > 0 || caseName(c) in customerObjects,
  );

  it('has entries only for customer routes', () => {
    const names = new Set(customerRoutes.map(caseName));
    expect(Object.keys(customerObjects).filter((name) => !names.has(name))).toEqual([]);
  });

  it.each(named(recordRoutes))(
    '%s: B naming A’s record in any owned field is refused, and no row of A’s or B’s changes',
    async (name, c) => {
      const owned = ownedFieldsOf(c);
      const make = customerObjects[name];
      expect(
        make,
        `${name} takes ${owned.map((f) => f.path).join(', ')}: say in customer-objects.ts how to make A's`,
      ).toBeDefined();
      const a = signInCustomer(identity);
      const b = signInCustomer(identity);
      const attempts = await make!(world, a, b);
      for (const field of owned) {
        const alone = field.within ? [field.within, field.path] : [field.path];
        expect(
          attempts.some((attempt) => sameFields(attempt.ofA, alone)),
          `${name}: add an attempt naming A's record in ${alone.join(' with ')} only`,
        ).toBe(true);
      }
      const customerIds = [await customerIdOf(world, a), await customerIdOf(world, b)];
      const identityIds = [world.identityIdOf(a), world.identityIdOf(b)];
      // Nothing runs between attempts, so each one's "after" is the next one's "before".
      let before = await rows.read(customerIds, identityIds);
      for (const attempt of attempts) {
        for (const path of attempt.ofA) {
          expect(
            owned.map((f) => f.path),
            `${name}: ${path} is not an owned field`,
          ).toContain(path);
          expect(
            valuesAt(attempt, path).filter((v) => v !== undefined && v !== null).length,
            `${name}: the attempt sends nothing in ${path}`,
          ).toBeGreaterThan(0);
        }
        const res = await sendAs(b, c, attempt);
        const said = `${c.method} ${res.url} ${JSON.stringify(attempt.payload ?? '')} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        if (attempt.checkB) attempt.checkB(res.res);
        else expectRefused(res.res, attempt, said);
        const after = await rows.read(customerIds, identityIds);
        expect(after, `${said} changed rows`).toEqual(before);
        before = after;
      }
    },
  );
});

describe('the rows a refused attempt must leave alone (customer-rows.ts)', () => {
  it('come from every table: by its customer_id or foreign keys, or it is listed as holding none', () => {
    expect(
      rows.unclassified,
      'Give these a customer_id or a foreign key, or list them in TABLES_WITHOUT_CUSTOMER_ROWS',
    ).toEqual([]);
    expect(rows.stale, 'These hold customer rows (or are gone): unlist them').toEqual([]);
  });
});

async function sendAs(caller: Headers, c: RouteCase, attempt: Attempt) {
  const path = c.url.replace(/:([A-Za-z0-9_]+)/g, (_m, key: string) =>
    encodeURIComponent(String(attempt.params?.[key])),
  );
  const url = `${path}${attempt.query ?? ''}`;
  const res = await ctx.app.inject({
    method: c.method as 'GET',
    url,
    headers: {
      ...caller,
      ...(c.route.config?.idempotent ? { 'idempotency-key': randomUUID() } : {}),
    },
    ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
  });
  return { url, res, statusCode: res.statusCode, body: res.body };
}

describe('what customers read (customer-world.ts)', () => {
  const reads = customerRoutes.filter((c) => c.method === 'GET');
  const needsRead = (c: RouteCase) =>
    c.pathParams.length > 0 || (c.querystring?.required?.length ?? 0) > 0;
  const seen = { aWorld: {}, bWorld: {} } as {
    aWorld: Record<string, Read>;
    bWorld: Record<string, Read>;
    a: Map<string, Answer>;
    bBefore: Map<string, Answer>;
    bAfter: Map<string, Answer>;
    bCustomerId: number;
  };

  async function readAll(caller: Headers, own: Record<string, Read>) {
    const answers = new Map<string, Answer>();
    for (const c of reads) {
      const read = own[caseName(c)];
      if (needsRead(c) && !read) continue;
      const res = await sendAs(caller, c, { ofA: [], ...read });
      answers.set(caseName(c), { status: res.statusCode, body: res.body });
    }
    return answers;
  }

  beforeAll(async () => {
    // B owns one of everything and reads it all; then A makes the same, and B reads again.
    const a = signInCustomer(identity);
    const b = signInCustomer(identity);
    seen.bWorld = await ownOneOfEverything(world, b);
    seen.bCustomerId = await customerIdOf(world, b);
    seen.bBefore = await readAll(b, seen.bWorld);
    // A uses the welcome coupon B has not: B's uses left must not move.
    seen.aWorld = await ownOneOfEverything(world, a, { coupon: 'WELCOME10' });
    seen.bAfter = await readAll(b, seen.bWorld);
    seen.a = await readAll(a, seen.aWorld);
  });

  it('a customer’s rows include those reached only by foreign keys', async () => {
    const mine = await rows.read([seen.bCustomerId], []);
    for (const table of [
      'cart_item_variations',
      'ledger_postings',
      'shipment_trackings',
      'claim_events',
    ]) {
      expect(mine[table]?.length, table).toBeGreaterThan(0);
    }
  });

  it('can read every customer GET route on the customer’s own records', () => {
    const missing = reads.filter((c) => needsRead(c) && !seen.bWorld[caseName(c)]).map(caseName);
    expect(missing, 'Say in customer-world.ts how to read these on the caller’s records').toEqual(
      [],
    );
  });

  it.each(named(reads))(
    '%s: B’s answer carries none of A’s records, and does not change when A makes them',
    (name) => {
      const [mine, before, after] = [
        seen.a.get(name),
        seen.bBefore.get(name),
        seen.bAfter.get(name),
      ];
      // Read, or "not ready yet" (an invoice PDF the worker has not rendered): never refused.
      for (const answer of [mine, after]) {
        expect(answer?.status === 503 || (answer?.status ?? 500) < 400, answer?.body).toBe(true);
      }
      const parse = (answer?: Answer) => {
        try {
          return JSON.parse(answer?.body ?? '') as unknown;
        } catch {
          return undefined;
        }
      };
      const aAnswer = parse(mine) as { data?: unknown } | undefined;
      if (Array.isArray(aAnswer?.data)) {
        expect(
          aAnswer.data.length,
          `${name}: A's list is empty, so it checks nothing`,
        ).toBeGreaterThan(0);
      }
      expect(
        sharedReferences(referencesIn(name, aAnswer), referencesIn(name, parse(after))),
        `${name}: B's answer shows A's records`,
      ).toEqual([]);
      const [was, is] = comparable(name, before, after);
      expect(is, `${name}: B's answer changed when A made records`).toEqual(was);
    },
  );
});
