import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  rolesFor,
  STAFF_ROLES,
  STAFF_ROUTE_PERMISSIONS,
  type Permission,
  type StaffRole,
} from '../../src/platform/permissions.ts';
import { signInCustomer } from '../commerce-fixtures.ts';
import { useFakeIdentity } from '../fake-identity.ts';
import { signInStaff } from '../staff-fixtures.ts';
import { useTestApp } from '../test-app.ts';
import { requestArbitrary } from './generated-requests.ts';
import { caseName, listRouteCases, type RouteCase } from './route-cases.ts';

/**
 * The authorisation matrix, generated from the permission table × the route table: every staff
 * route, for every role, is allowed or refused exactly as platform/permissions.ts declares;
 * customers, callers without credentials and staff without a second factor never get through.
 */
const identity = useFakeIdentity();
const ctx = useTestApp({
  env: () => ({
    IDENTITY_URL: identity.url,
    SESSION_CACHE_SECONDS: '0',
    STAFF_TOKEN: 'matrix-token-0123456789',
  }),
});
const staffRoutes = (await listRouteCases()).filter((c) => c.staff);
const GUARD_CODES = [
  'staff_sign_in_required',
  'not_staff',
  'second_factor_required',
  'not_permitted',
  'invalid_staff_token',
  'forbidden',
];

const callers = {} as Record<StaffRole, Record<string, string>> & {
  customer: Record<string, string>;
  adminWithoutSecondFactor: Record<string, string>;
  inactiveAdmin: Record<string, string>;
};
beforeAll(async () => {
  for (const role of STAFF_ROLES) {
    callers[role] = (await signInStaff(identity, ctx.database.db, [role])).headers;
  }
  callers.customer = signInCustomer(identity);
  callers.adminWithoutSecondFactor = (
    await signInStaff(identity, ctx.database.db, ['admin'], { aal: 'aal1' })
  ).headers;
  callers.inactiveAdmin = (
    await signInStaff(identity, ctx.database.db, ['admin'], { active: false })
  ).headers;
});

const permissionOf = (c: RouteCase) => STAFF_ROUTE_PERMISSIONS[caseName(c)] as Permission;

/** One valid-shaped request (the guard runs before validation, so its shape barely matters). */
async function call(c: RouteCase, headers: Record<string, string>) {
  const [request] = fc.sample(requestArbitrary(c, fc.constant(headers), fc.constant(false)), {
    seed: 20_261_124,
    numRuns: 1,
  });
  const res = await ctx.app.inject(request!);
  return {
    res,
    said: `${request!.method} ${request!.url} → ${res.statusCode} ${res.body.slice(0, 200)}`,
  };
}

const refusedWith = (res: LightMyRequestResponse) =>
  [401, 403].includes(res.statusCode) ? (res.json().error?.code as string) : null;

describe('the permission table', () => {
  it('names every staff route, and only staff routes', () => {
    const routes = staffRoutes.map(caseName).sort();
    expect(routes.length).toBeGreaterThan(50);
    expect(Object.keys(STAFF_ROUTE_PERMISSIONS).sort()).toEqual(routes);
  });

  it('grants every permission to admin and uses every permission', () => {
    const used = new Set(Object.values(STAFF_ROUTE_PERMISSIONS));
    for (const permission of Object.keys(PERMISSIONS) as Permission[]) {
      expect(rolesFor(permission)).toContain('admin');
      expect(used, permission).toContain(permission);
    }
  });
});

describe.each(staffRoutes.map((c) => [caseName(c), c] as const))('%s', (_name, c) => {
  it.each(STAFF_ROLES.map((role) => [role]))('as %s: allowed or 403 as declared', async (role) => {
    const { res, said } = await call(c, callers[role]);
    if (rolesFor(permissionOf(c)).includes(role)) {
      expect(GUARD_CODES, said).not.toContain(refusedWith(res));
    } else {
      expect(res.statusCode, said).toBe(403);
      expect(res.json().error.code, said).toBe('not_permitted');
    }
  });

  it('refuses customers, strangers, staff without a second factor and former staff', async () => {
    const expected: [Record<string, string>, number, string][] = [
      [callers.customer, 403, 'not_staff'],
      [{}, 401, 'staff_sign_in_required'],
      [callers.adminWithoutSecondFactor, 403, 'second_factor_required'],
      [callers.inactiveAdmin, 403, 'not_staff'],
      [{ 'x-staff-token': 'not-the-token-0123456789' }, 403, 'invalid_staff_token'],
    ];
    for (const [headers, status, code] of expected) {
      const { res, said } = await call(c, headers);
      expect(res.statusCode, said).toBe(status);
      expect(res.json().error.code, said).toBe(code);
    }
  });
});
