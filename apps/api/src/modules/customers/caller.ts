import type { FastifyRequest } from 'fastify';
import type { CurrentCustomer } from './current-customer.ts';

/**
 * Who asks and the region they shop in: the one caller every customer route hands its
 * service (orders, wishlist, a signed-in customer's cart).
 */
export interface Caller {
  customerId: number;
  identityId: string;
  regionCode: string | null;
}

/** Reads the caller of a request; 401 without a session (see createCurrentCustomer). */
export type CallerOf = (request: FastifyRequest) => Promise<Caller>;

export function createCallerOf(currentCustomer: CurrentCustomer): CallerOf {
  return async (request) => {
    const customer = await currentCustomer(request);
    return {
      customerId: customer.id,
      identityId: customer.identityId,
      regionCode: request.regionCode,
    };
  };
}
