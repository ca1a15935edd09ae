import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Forbidden } from './errors.ts';

/**
 * Staff endpoints (`/api/.../admin/...`, registered through staff-api.ts) are guarded by one shared secret until the back
 * office has accounts: `STAFF_TOKEN` (platform config), sent as `X-Staff-Token`. Without it
 * configured every staff route answers 403.
 */
export function staffGuard(token: string | null) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!token) throw new Forbidden('Staff endpoints are disabled: no staff token is configured.');
    const given = request.headers['x-staff-token'];
    const expected = Buffer.from(token);
    const received = Buffer.from(typeof given === 'string' ? given : '');
    const ok = received.length === expected.length && timingSafeEqual(received, expected);
    if (!ok) throw new Forbidden('A valid X-Staff-Token header is required.');
  };
}
