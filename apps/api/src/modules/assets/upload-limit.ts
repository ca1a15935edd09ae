import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../platform/errors.ts';

const HOUR_MS = 3_600_000;

/**
 * Every upload is kept in our storage, so one customer may upload only so many files an hour
 * (like link imports, keyed on the signed-in identity). An onRequest hook: a refused caller's
 * body is never read. Callers without a session are left to the route's 401.
 */
export function createUploadLimit(app: FastifyInstance, perHour: number) {
  const limit = app.createRateLimit({
    max: perHour,
    timeWindow: HOUR_MS,
    keyGenerator: async (request) =>
      `asset-upload:${(await request.identitySession())?.identity.id ?? ''}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!(await request.identitySession())) return;
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new DomainError(
        429,
        'rate_limited',
        `Too many uploads. Please wait ${Math.ceil(result.ttlInSeconds / 60)} minutes and try again.`,
      );
    }
  };
}
