import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { crashPoint } from './crash-points.ts';
import type { Database } from './database.ts';
import { DomainError, Invalid, Unauthenticated } from './errors.ts';
import { idempotencyStore, type IdempotencyClaim } from './idempotency-store.ts';
import { openRequestTransaction, type RequestTransaction } from './request-transaction.ts';

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

async function claimOf(request: FastifyRequest): Promise<IdempotencyClaim> {
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
  return {
    caller,
    route: `${request.method} ${request.routeOptions.url}`,
    key,
    requestHash: requestHash(request),
  };
}

const inProgress = () =>
  new DomainError(
    409,
    'idempotency_request_in_progress',
    'A request with this Idempotency-Key is still being processed. Try again shortly.',
  );

/**
 * Idempotent requests the way Stripe answers them: the first request's status and body are
 * kept per caller, route and key; a retry with the same request gets them again (with
 * `Idempotent-Replayed: true`) and runs nothing; the same key with another request is 409
 * `idempotency_key_reused`; a duplicate while the first is running is 409
 * `idempotency_request_in_progress`. Runs after validation, so a refused body claims no key.
 *
 * Crash-safe by construction: the request runs inside one transaction
 * (platform/request-transaction.ts) that holds the key (an advisory lock), every module's
 * writes, and finally the answer. It commits only a success (2xx) with its answer; any error
 * rolls everything back and keeps nothing, so the retry runs afresh. Whatever dies when, a key
 * has both its effect and its answer or neither (docs/api.md, "Idempotent requests").
 */
async function idempotency(app: FastifyInstance, { db }: { db: Database }) {
  const running = new WeakMap<
    FastifyRequest,
    { open: RequestTransaction; claim: IdempotencyClaim }
  >();

  async function begin(request: FastifyRequest, reply: FastifyReply) {
    const claim = await claimOf(request);
    const open = await openRequestTransaction(db);
    try {
      if (!(await idempotencyStore.hold(open.tx, claim))) throw inProgress();
      const existing = await idempotencyStore.answered(open.tx, claim);
      if (!existing) {
        crashPoint('idempotency-after-hold');
        return { open, claim };
      }
      await open.end(true);
      if (existing.requestHash !== claim.requestHash) {
        throw new DomainError(
          409,
          'idempotency_key_reused',
          'This Idempotency-Key was already used for a different request.',
        );
      }
      reply.code(existing.statusCode ?? 200).header(REPLAYED_HEADER, 'true');
      if (existing.contentType) reply.header('content-type', existing.contentType);
      // The stored body is already serialized: send it byte for byte.
      reply.serializer((body: unknown) => String(body)).send(existing.responseBody ?? '');
      return null;
    } catch (error) {
      await open.end(false).catch(() => {});
      throw error;
    }
  }

  app.addHook('preHandler', (request, reply, done) => {
    if (!request.routeOptions.config.idempotent) return done();
    begin(request, reply).then((started) => {
      if (!started) return; // answered from the stored reply
      running.set(request, started);
      // The handler, and everything it awaits, writes through this request's transaction.
      started.open.run(() => done());
    }, done);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const started = running.get(request);
    if (!started) return payload;
    running.delete(request);
    const { open, claim } = started;
    if (reply.statusCode >= 300) {
      await open.end(false);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await idempotencyStore.keep(open.tx, claim, {
      statusCode: reply.statusCode,
      contentType: typeof contentType === 'string' ? contentType : null,
      body: typeof payload === 'string' ? payload : '',
    });
    crashPoint('idempotency-before-commit');
    // A COMMIT that fails (a deferred ledger check, a lost connection) rejects here, and the
    // customer gets a 500 instead of an answer for an effect that never happened.
    await open.end(true);
    crashPoint('idempotency-after-commit');
    return payload;
  });

  // A request that never reached onSend (its connection torn down mid-way) gives its key back.
  app.addHook('onResponse', async (request) => {
    const started = running.get(request);
    if (!started) return;
    running.delete(request);
    await started.open.end(false);
  });
}

export default fp(idempotency, { name: 'idempotency', dependencies: ['authentication'] });
