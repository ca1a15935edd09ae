import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DomainError, Forbidden } from './errors.ts';
import { SecondFactorRequired } from './identity-client.ts';
import {
  MACHINE_PERMISSIONS,
  permissionsOf,
  type Permission,
  type StaffRole,
} from './permissions.ts';

/** Who is acting on a staff route: a signed-in staff member or the machine credential. */
export interface StaffActor {
  kind: 'staff' | 'machine';
  identityId: string | null;
  email: string | null;
  roles: StaffRole[];
  permissions: readonly Permission[];
}

/** The staff module's answer to "is this identity staff, and what may they do". */
export interface StaffDirectory {
  activeMember(identityId: string): Promise<{ email: string; roles: StaffRole[] } | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff guard on every request it lets through. */
    staffActor?: StaffActor;
  }
  interface FastifyContextConfig {
    /** The permission a staff route needs (from STAFF_ROUTE_PERMISSIONS, set at start-up). */
    staffPermission?: Permission;
  }
}

function machineTokenMatches(token: string | null, given: string): boolean {
  if (!token) return false;
  const expected = Buffer.from(token);
  const received = Buffer.from(given);
  return received.length === expected.length && timingSafeEqual(received, expected);
}

const MACHINE: StaffActor = {
  kind: 'machine',
  identityId: null,
  email: null,
  roles: [],
  permissions: MACHINE_PERMISSIONS,
};

async function actorOf(
  request: FastifyRequest,
  token: string | null,
  directory: StaffDirectory,
): Promise<StaffActor> {
  const given = request.headers['x-staff-token'];
  if (typeof given === 'string') {
    if (!machineTokenMatches(token, given)) {
      throw new Forbidden('This X-Staff-Token is not valid here.', 'invalid_staff_token');
    }
    return MACHINE;
  }
  const session = await request.identitySession();
  if (!session) {
    throw new DomainError(401, 'staff_sign_in_required', 'Please sign in with your staff account.');
  }
  const member = await directory.activeMember(session.identity.id);
  if (!member) throw new Forbidden('This account is not on the staff.', 'not_staff');
  // Our identity service refuses such a session in whoami already (SecondFactorRequired); an
  // Ory Kratos whose whoami is configured to accept aal1 would let it through to here.
  if (session.authenticator_assurance_level !== 'aal2') throw new SecondFactorRequired();
  return {
    kind: 'staff',
    identityId: session.identity.id,
    email: member.email,
    roles: member.roles,
    permissions: permissionsOf(member.roles),
  };
}

/** The name the machine credential's actions are recorded under. */
export const MACHINE_NAME = 'machine';

/**
 * Who did it, as a staff route records it (a content version's editor, a support session's
 * viewer, a customer note's author): the signed-in staff member's email, or `machine` for
 * the `X-Staff-Token` caller. Always the caller the guard let through, never a name the
 * request body or query gives, so no one can act under someone else's name.
 */
export function actingStaffName(request: FastifyRequest): string {
  const actor = request.staffActor;
  // The staff guard runs before every staff handler; a handler outside it is a wiring error.
  if (!actor) throw new Forbidden('This route is not behind the staff guard.');
  if (actor.kind === 'machine' || !actor.email) return MACHINE_NAME;
  return actor.email;
}

/**
 * Staff endpoints (`/api/…/admin/…`, registered through staff-api.ts) let through two kinds of
 * caller (docs/back-office.md): a staff member signed in with a second factor (an aal2
 * session) whose roles grant the route's permission, or the machine credential `STAFF_TOKEN`
 * sent as `X-Staff-Token` with MACHINE_PERMISSIONS. Customers get 403, callers without any
 * credential 401.
 */
export function staffGuard(token: string | null, directory: StaffDirectory) {
  return async (request: FastifyRequest): Promise<void> => {
    const permission = request.routeOptions.config.staffPermission;
    if (!permission) throw new Forbidden('This staff route declares no permission.');
    const actor = await actorOf(request, token, directory);
    if (!actor.permissions.includes(permission)) {
      throw new Forbidden(`Your role does not allow this (${permission}).`, 'not_permitted');
    }
    request.staffActor = actor;
  };
}
