import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, type ErrorDetail } from './errors.ts';

export interface ErrorBody {
  error: { code: string; message: string; details?: ErrorDetail[] };
}

function body(code: string, message: string, details?: ErrorDetail[]): ErrorBody {
  return { error: details?.length ? { code, message, details } : { code, message } };
}

/** Fastify's own client errors (bad JSON, wrong media type, too large) keep their status. */
const FRAMEWORK_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'validation_failed',
  FST_ERR_CTP_INVALID_JSON_BODY: 'validation_failed',
};

/**
 * Errors the router raises before any route runs (a path that is not valid percent-encoding, a
 * path parameter longer than the router keeps): Fastify's own answer is in another shape and
 * echoes the path, so they are passed here (the `frameworkErrors` server option) instead.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send(body('uri_too_long', 'A value in the path is too long.'));
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send(body('invalid_url', 'The path is not a valid URL.'));
  }
  return reply
    .status(500)
    .send(body('internal_error', 'Something went wrong on our side. Please try again.'));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const unknownKeys = (v.params as { keys?: string[] }).keys;
        const field = [error.validationContext, unknownKeys?.length ? unknownKeys.join(',') : path]
          .filter(Boolean)
          .join('.');
        return { field, message: v.message ?? 'Invalid value' };
      });
      const names = details.map((d) => d.field).join(', ');
      return reply
        .status(400)
        .send(body('validation_failed', `The request has invalid fields: ${names}.`, details));
    }
    if (error instanceof DomainError) {
      return reply.status(error.status).send(body(error.code, error.message, error.details));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const code = FRAMEWORK_CODES[error.code] ?? 'invalid_request';
      return reply.status(status).send(body(code, error.message));
    }
    const sqlState =
      (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
    if (sqlState === '23503') {
      // A foreign key refused the write, so nothing was written: either it named a record
      // that does not exist (staff crediting the wallet of a customer id nobody has), or it
      // removed one that invoices, ledger entries or orders still point at (`on delete
      // restrict`, docs/architecture.md).
      const message = String(
        (error as { cause?: { message?: unknown } }).cause?.message ?? error.message,
      );
      return message.startsWith('update or delete on table')
        ? reply
            .status(409)
            .send(body('still_referenced', 'Other records still use this, so it stays.'))
        : reply
            .status(404)
            .send(body('unknown_reference', 'Something this request names does not exist.'));
    }
    if (sqlState === '40P01' || sqlState === '40001' || sqlState === '55P03') {
      // Two changes to the same records crossed (e.g. a payment settling while the customer
      // cancels a product of the same order), or this one waited for a locked row past
      // DATABASE_LOCK_TIMEOUT_MS: PostgreSQL rolled it back whole, so a retry is safe, and
      // an idempotency key is freed by the 5xx.
      request.log.warn({ err: error }, 'transaction rolled back by a concurrent change');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send(
          body(
            'concurrent_change',
            'Someone changed the same records at the same moment; nothing was saved. Please try again.',
          ),
        );
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(body('internal_error', 'Something went wrong on our side. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(body('route_not_found', `No endpoint ${request.method} ${request.url.split('?')[0]}.`));
  });
}
