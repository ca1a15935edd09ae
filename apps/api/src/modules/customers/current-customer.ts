import type { FastifyRequest } from 'fastify';
import { Unauthenticated } from '../../platform/errors.ts';
import type { CustomerRow, CustomersRepository } from './repository.ts';
import { AccountClosed, profileFromSession } from './service.ts';

/** Resolves the signed-in caller's customer row (401 without a session or once closed). */
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
    const customer =
      (await repository.findByIdentity(session.identity.id)) ??
      (await repository.insertIfMissing(profileFromSession(session)));
    // The identity is deleted when the account closes; a session cached before that is not
    // served either.
    if (customer.closedAt) throw new AccountClosed();
    return customer;
  };
}
