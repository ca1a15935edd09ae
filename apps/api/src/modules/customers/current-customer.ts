import type { FastifyRequest } from 'fastify';
import { Unauthenticated } from '../../platform/errors.ts';
import type { CustomerRow, CustomersRepository } from './repository.ts';
import { profileFromSession } from './service.ts';

/** Resolves the signed-in caller's customer row (401 without a session). */
export type CurrentCustomer = (request: FastifyRequest) => Promise<CustomerRow>;

/**
 * Every customer route starts here. The web syncs the identity after a session loads, but a
 * request may arrive first (mobile, a race with the sync): then the customer is created from
 * the session instead of failing, and a later sync refreshes the profile.
 */
export function createCurrentCustomer(repository: CustomersRepository): CurrentCustomer {
  return async (request) => {
    const session = await request.identitySession();
    if (!session) throw new Unauthenticated();
    return (
      (await repository.findByIdentity(session.identity.id)) ??
      repository.insertIfMissing(profileFromSession(session))
    );
  };
}
