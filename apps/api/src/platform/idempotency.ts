import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from './database.ts';
import { DomainError, Invalid, Unauthenticated } from './errors.ts';
import { createIdempotencyStore } from './idempotency-store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Money-moving route: requires `Idempotency-Key` and answers a retry with the first answer. */
    idempotent?: boolean;
  }
}

/** Stripe's limit: up to 255 characters; visible ASCII so a key logs and compares plainly. */
const KEY = /^[\x21-\x7e]{1,255}$/;
export const REPLAYED_HEADER = 'idempotent-replayed';

async function callerOf(request: FastifyRequest): Promise<string> {
  const session = await request.identitySession();
  if (session) return `identity:${session.identity.id}`;
  if (request.guest) return `guest:${request.guest.id}`;
  throw new Unauthenticated();
}

function requestHash(request: FastifyRequest): string {
  const request_ = [request.params ?? null, request.query ?? null, request.body ?? null];
  return createHash('sha256').update(JSON.stringify(request_)).digest('hex');
}

/**
 * Idempotent requests the way Stripe answers them: the first request's status and body are
 * kept per caller, route and key; a retry with the same request gets them again (with
 * `Idempotent-Replayed: true`) and runs nothing; the same key with another request is 409
 * `idempotency_key_reused`; a duplicate while the first is running is 409
 * `idempotency_request_in_progress`. Runs after validation, so a refused body claims no key;
 * a 5xx frees the key (our handlers roll back), so the client can retry it.
 */
async function idempotency(app: FastifyInstance, { db }: { db: Database }) {
  const store = createIdempotencyStore(db);
  const claimed = new WeakMap<FastifyRequest, number>();

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    // Who asks comes first: a caller without a session is told to sign in, not to send a key.
    const caller = await callerOf(request);
    const key = request.headers['idempotency-key'];
    if (key === undefined) {
      throw new Invalid(
        'This request moves money: send an Idempotency-Key header (a new one per attempt).',
        [{ field: 'headers.idempotency-key', message: 'Required' }],
        'idempotency_key_missing',
      );
    }
    if (typeof key !== 'string' || !KEY.test(key)) {
      throw new Invalid('The Idempotency-Key header is not valid.', [
        { field: 'headers.idempotency-key', message: '1-255 visible ASCII characters' },
      ]);
    }
    const hash = requestHash(request);
    const outcome = await store.claim({
      caller,
      route: `${request.method} ${request.routeOptions.url}`,
      key,
      requestHash: hash,
    });
    if ('id' in outcome) {
      claimed.set(request, outcome.id);
      return;
    }
    const { existing } = outcome;
    if (existing.requestHash !== hash) {
      throw new DomainError(
        409,
        'idempotency_key_reused',
        'This Idempotency-Key was already used for a different request.',
      );
    }
    if (existing.statusCode === null) {
      throw new DomainError(
        409,
        'idempotency_request_in_progress',
        'A request with this Idempotency-Key is still being processed. Try again shortly.',
      );
    }
    reply.code(existing.statusCode).header(REPLAYED_HEADER, 'true');
    if (existing.contentType) reply.header('content-type', existing.contentType);
    // The stored body is already serialized: send it byte for byte.
    return reply.serializer((body: unknown) => String(body)).send(existing.responseBody ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const id = claimed.get(request);
    if (id === undefined) return payload;
    claimed.delete(request);
    if (reply.statusCode >= 500) await store.release(id);
    else {
      const contentType = reply.getHeader('content-type');
      await store.complete(id, {
        statusCode: reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : null,
        body: typeof payload === 'string' ? payload : '',
      });
    }
    return payload;
  });
}

export default fp(idempotency, { name: 'idempotency', dependencies: ['authentication'] });
