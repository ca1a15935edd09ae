import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { Invalid } from './errors.ts';

/** What the client tells us about itself in `X-Request-Context` (base64 JSON). */
const ClientContextSchema = z.object({
  os: z.string().max(100).optional(),
  userAgent: z.string().max(1000).optional(),
  platform: z.enum(['web', 'mobile']).default('web'),
});

export type ClientContext = z.infer<typeof ClientContextSchema>;

/** A visitor without an account: ids the client generated and keeps in local storage. */
export interface Guest {
  id: string;
  session: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    client: ClientContext;
    /** Null until the client has generated its guest ids (until then it sends `1`/`1`). */
    guest: Guest | null;
    /** Region code the caller asked for (header `X-Region` or cookie `region`), if any. */
    regionCode: string | null;
  }
}

/**
 * A guest's cart and orders are found by these ids alone, so they must be unguessable: long
 * random values (the web app sends UUIDs), not counters such as `1`/`2`.
 */
const GUEST_VALUE = /^[A-Za-z0-9_-]{16,64}$/;
const GUEST_VALUE_RULE = 'Expected 16-64 characters of A-Z, a-z, 0-9, "-" and "_"';
const REGION_CODE = /^[A-Za-z]{2}$/;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function parseClientContext(raw: string | undefined): ClientContext {
  if (!raw) return { platform: 'web' };
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
  } catch {
    throw new Invalid('The request context header is not base64-encoded JSON.', [
      { field: 'headers.x-request-context', message: 'Expected base64-encoded JSON' },
    ]);
  }
  const parsed = ClientContextSchema.safeParse(decoded);
  if (!parsed.success) {
    throw new Invalid('The request context header has invalid fields.', [
      { field: 'headers.x-request-context', message: parsed.error.issues[0]?.message ?? 'Invalid' },
    ]);
  }
  return parsed.data;
}

function parseGuest(request: FastifyRequest): Guest | null {
  const id = header(request, 'x-guest-id');
  const session = header(request, 'x-guest-session');
  if (!id || !session || (id === '1' && session === '1')) return null;
  const malformed = (['x-guest-id', 'x-guest-session'] as const).filter(
    (name) => !GUEST_VALUE.test(name === 'x-guest-id' ? id : session),
  );
  if (malformed.length) {
    throw new Invalid(
      'The guest headers must be long random ids, or both `1` while there is no guest.',
      malformed.map((name) => ({ field: `headers.${name}`, message: GUEST_VALUE_RULE })),
    );
  }
  return { id, session };
}

function parseRegionCode(request: FastifyRequest): string | null {
  const candidate = header(request, 'x-region') ?? request.cookies.region;
  return candidate && REGION_CODE.test(candidate) ? candidate.toUpperCase() : null;
}

async function requestContext(app: FastifyInstance): Promise<void> {
  app.decorateRequest('client', null as unknown as ClientContext);
  app.decorateRequest('guest', null);
  app.decorateRequest('regionCode', null);
  app.addHook('onRequest', async (request) => {
    request.client = parseClientContext(header(request, 'x-request-context'));
    request.guest = parseGuest(request);
    request.regionCode = parseRegionCode(request);
  });
}

export default fp(requestContext, { name: 'request-context', dependencies: ['@fastify/cookie'] });
