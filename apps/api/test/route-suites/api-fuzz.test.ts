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
const ctx = useTestApp({ env: () => ({ IDENTITY_URL: identity.url, STAFF_TOKEN }) });
const cases = await listRouteCases();

const customer = signInCustomer(identity);
const sessionCookie = `ory_kratos_session=${customer['x-session-token']}`;
const callers = fc.constantFrom<Record<string, string>>(
  {},
  customer,
  { cookie: `${sessionCookie}; XSRF-TOKEN=fuzz`, 'x-xsrf-token': 'fuzz' },
  { cookie: sessionCookie },
  guestHeaders(),
  { 'x-guest-id': '1', 'x-guest-session': '1' },
  { 'x-staff-token': STAFF_TOKEN },
  { 'x-session-token': 'not-a-session' },
);

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
