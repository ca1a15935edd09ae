import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { IdentityContext } from '../context.ts';
import { flowErrors } from '../database/tables.ts';
import { KratosError, badRequest } from '../errors.ts';
import { wantsJson } from './request-info.ts';

const nativeRequests = new WeakSet<FastifyRequest>();

/** Marks a request as concerning a native (`api`) flow: its errors are always JSON. */
export function markNativeFlowRequest(request: FastifyRequest): void {
  nativeRequests.add(request);
}

function asKratosError(error: unknown): KratosError {
  if (error instanceof KratosError) return error;
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    return badRequest(
      issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'The request is not valid.',
    );
  }
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    return new KratosError(status, STATUS_CODES[status] ?? 'Bad Request', (error as Error).message);
  }
  return new KratosError(
    500,
    'Internal Server Error',
    'An internal server error occurred, please contact the system administrator',
  );
}

/**
 * A browser that navigated or posted a form to a self-service URL must land on a page, not
 * on JSON: Kratos sends it to `redirect_browser_to` when the error names one, otherwise to
 * the error page with the error stored under an id (read back via /self-service/errors).
 */
function isBrowserNavigation(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return (
    !nativeRequests.has(request) &&
    path.startsWith('/self-service/') &&
    !path.endsWith('/api') &&
    !path.startsWith('/self-service/errors') &&
    !wantsJson(request)
  );
}

export function registerErrorHandling(app: FastifyInstance, ctx: IdentityContext): void {
  app.setErrorHandler(async (error, request, reply) => {
    const kratos = asKratosError(error);
    if (kratos.code >= 500) request.log.error({ err: error }, 'identity request failed');
    if (isBrowserNavigation(request)) {
      const redirect = kratos.extra.redirect_browser_to;
      if (typeof redirect === 'string') return reply.redirect(redirect, 303);
      const [stored] = await ctx.db
        .insert(flowErrors)
        .values({ error: kratos.body().error as Record<string, unknown> })
        .returning({ id: flowErrors.id });
      return reply.redirect(`${ctx.config.uiUrl}/error?id=${stored!.id}`, 303);
    }
    return reply.status(kratos.code).send(kratos.body());
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(
        new KratosError(
          404,
          'Not Found',
          'The requested resource could not be found',
          `No route ${request.method} ${request.url.split('?')[0]}.`,
        ).body(),
      );
  });
}
