import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../platform/errors.ts';

const HOUR_MS = 3_600_000;

/** Who starts an import: the signed-in customer, else the guest, else only the address. */
async function requesterKey(request: FastifyRequest): Promise<string> {
  const session = await request.identitySession();
  if (session) return `customer:${session.identity.id}`;
  if (request.guest) return `guest:${request.guest.id}`;
  return `ip:${request.ip}`;
}

/**
 * Every link import makes our worker fetch a page from the internet, so starting one is
 * limited twice, in one shared budget for every route that can start it (harvest-jobs,
 * wishlist-items-by-url): per customer or guest, and per real client IP, which also bounds a
 * caller that invents a new guest id for every request. An onRequest hook: a refused caller
 * costs no body parsing.
 */
export function createImportLimit(
  app: FastifyInstance,
  limits: { perRequester: number; perIp: number },
) {
  const byIp = app.createRateLimit({
    max: limits.perIp,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `import-ip:${request.ip}`,
  });
  const byRequester = app.createRateLimit({
    max: limits.perRequester,
    timeWindow: HOUR_MS,
    keyGenerator: async (request) => `import-by:${await requesterKey(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const limit of [byIp, byRequester]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new DomainError(
          429,
          'rate_limited',
          `Too many product imports. Please wait ${Math.ceil(result.ttlInSeconds / 60)} minutes and try again.`,
        );
      }
    }
  };
}

export type ImportLimit = ReturnType<typeof createImportLimit>;
