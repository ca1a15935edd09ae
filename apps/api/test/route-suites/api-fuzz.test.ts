import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { guestHeaders, signInCustomer } from '../commerce-fixtures.ts';
import { useFakeIdentity } from '../fake-identity.ts';
import { useTestApp } from '../test-app.ts';
import { requestArbitrary, type GeneratedRequest } from './generated-requests.ts';
import { caseName, listRouteCases } from './route-cases.ts';

/**
 * Property-based fuzz of every route in the route table: requests shaped by the route's own
 * schemas, valid and hostile, from every kind of caller. Whatever arrives, the API answers
 * without a 5xx, without a stack trace or an internal path, and every error in the one shape.
 *
 * CI uses a fixed seed; elsewhere each run prints its seed (FUZZ_SEED=<seed> repeats it).
 * FUZZ_RUNS sets the requests per route.
 */
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : process.env.CI
    ? 20_261_123
    : Date.now() % 2 ** 31;
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const STAFF_TOKEN = 'fuzz-staff-token-0123456789';

const identity = useFakeIdentity();
const ctx = useTestApp({
  env: () => ({ IDENTITY_URL: identity.url, IDENTITY_ADMIN_URL: identity.url, STAFF_TOKEN }),
});
const cases = await listRouteCases();

const customer = signInCustomer(identity);
const sessionCookie = `ory_kratos_session=${customer['x-session-token']}`;
/** Headers every client may send, filled with odd values (printable ASCII, as HTTP allows). */
const oddHeaders = fc.record(
  {
    'x-guest-id': fc.string({ maxLength: 80 }),
    'x-guest-session': fc.string({ maxLength: 80 }),
    'x-request-context': fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.jsonValue({ maxDepth: 3 }).map((v) => Buffer.from(JSON.stringify(v)).toString('base64')),
    ),
    'x-region': fc.string({ maxLength: 4 }),
    'x-request-id': fc.string({ maxLength: 200 }),
    cookie: fc.string({ maxLength: 80 }),
  },
  { requiredKeys: [] },
);
/** The signed-in customer most often, so most requests reach the handlers behind sign-in. */
const knownCallers = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Record<string, string>>(customer) },
  {
    weight: 2,
    arbitrary: fc.constant({ cookie: `${sessionCookie}; XSRF-TOKEN=fuzz`, 'x-xsrf-token': 'fuzz' }),
  },
  {
    weight: 4,
    arbitrary: fc.constantFrom<Record<string, string>>(
      {},
      { cookie: sessionCookie },
      guestHeaders(),
      { 'x-guest-id': '1', 'x-guest-session': '1' },
      { 'x-staff-token': STAFF_TOKEN },
      { 'x-session-token': 'not-a-session' },
    ),
  },
);
const callers = fc
  // Odd headers in one request of four, so most requests reach past the header checks.
  .tuple(knownCallers, fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, oddHeaders))
  .map(([known, odd]) => ({ ...known, ...odd }));

const OneErrorShape = z.strictObject({
  error: z.strictObject({
    code: z.string().regex(/^[a-z][a-z0-9_]*$/),
    message: z.string().min(1),
    details: z
      .array(z.strictObject({ field: z.string().optional(), message: z.string() }))
      .optional(),
  }),
});

/** What must never reach a client: stack frames, source paths, module folders. */
const INTERNALS = /\n\s+at |node_modules|apps\/api|\/work\/|file:\/\/|\.ts:\d+/;

function checkAnswer(request: GeneratedRequest, response: LightMyRequestResponse): void {
  const where = `${request.method} ${request.url} → ${response.statusCode}: ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  if (response.statusCode < 400 && !isJson) return;
  expect(response.body, where).not.toMatch(INTERNALS);
  if (response.statusCode >= 400) {
    expect(OneErrorShape.safeParse(response.json()).success, where).toBe(true);
  }
}

describe(`API fuzz (seed ${SEED}, ${RUNS} requests a route)`, () => {
  console.warn(`API fuzz seed ${SEED}: FUZZ_SEED=${SEED} repeats this run`);

  it('covers the route table', () => {
    expect(cases.length).toBeGreaterThan(50);
  });

  it.each(cases.map((c, index) => [caseName(c), c, index] as const))(
    '%s',
    async (_name, routeCase, index) => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(routeCase, callers), async (request) => {
          checkAnswer(request, await ctx.app.inject(request));
        }),
        { seed: SEED + index, numRuns: RUNS },
      );
    },
  );
});
