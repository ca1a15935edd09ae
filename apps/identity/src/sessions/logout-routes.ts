import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { IdentityContext } from '../context.ts';
import { KratosError, csrfViolation, requiredParameter, sessionInactive } from '../errors.ts';
import { defaultReturnTo, allowedReturnTo, withQuery } from '../flows/flow-urls.ts';
import { SESSION_COOKIE, clearSessionCookie } from '../http/cookies.ts';
import { queryOf, wantsJson } from '../http/request-info.ts';
import { currentSession } from './current-session.ts';
import {
  findByLogoutToken,
  newLogoutToken,
  revokeByToken,
  revokeSession,
} from './session-repository.ts';

const NativeLogoutBody = z.object({ session_token: z.string().min(1).optional() }).loose();

export function registerLogoutRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  const { config } = ctx;

  app.get('/self-service/logout/browser', async (request) => {
    const { return_to: rawReturnTo } = queryOf(request);
    // Browser logout is for cookie sessions; native apps use DELETE /self-service/logout/api.
    const current = request.cookies[SESSION_COOKIE] ? await currentSession(ctx, request) : null;
    if (!current) throw sessionInactive();
    const returnTo = allowedReturnTo(config, rawReturnTo);
    const token = await newLogoutToken(ctx.db, current.session.id);
    const url = withQuery(`${config.publicUrl}/self-service/logout`, {
      token,
      ...(returnTo ? { return_to: returnTo } : {}),
    });
    return { logout_url: url, logout_token: token };
  });

  app.get('/self-service/logout', async (request, reply) => {
    const query = queryOf(request);
    if (!query.token) throw requiredParameter('token');
    const returnTo = allowedReturnTo(config, query.return_to) ?? defaultReturnTo(config);
    const session = await findByLogoutToken(ctx.db, query.token);
    const cookie = request.cookies[SESSION_COOKIE];
    const current = cookie ? await currentSession(ctx, request) : null;
    // The token only ends the session it was issued for, and only from that session's browser.
    if (!session || (current && current.session.id !== session.id)) throw csrfViolation();
    await revokeSession(ctx.db, session.id);
    clearSessionCookie(reply, config);
    if (wantsJson(request)) return reply.status(204).send();
    return reply.redirect(returnTo, 303);
  });

  app.delete('/self-service/logout/api', async (request, reply) => {
    const body = NativeLogoutBody.parse(request.body ?? {});
    if (!body.session_token) throw requiredParameter('session_token');
    if (!(await revokeByToken(ctx.db, body.session_token))) {
      throw new KratosError(
        403,
        'Forbidden',
        'The provided Ory Session Token is invalid or does not exist.',
      );
    }
    return reply.status(204).send();
  });
}
