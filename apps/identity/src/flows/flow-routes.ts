import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityContext } from '../context.ts';
import {
  browserLocationChangeRequired,
  flowExpired,
  identityMismatch,
  notFound,
  requiredParameter,
  sessionAlreadyAvailable,
  sessionInactive,
} from '../errors.ts';
import {
  clearContinuityCookie,
  setContinuityCookie,
  setCsrfCookie,
  setSessionCookie,
} from '../http/cookies.ts';
import { csrfCookieValue } from '../http/csrf.ts';
import { markNativeFlowRequest } from '../http/error-handler.ts';
import { clientDevice, nestedBody, queryOf, wantsJson } from '../http/request-info.ts';
import { currentSession } from '../sessions/current-session.ts';
import { requireHighestAvailableAal } from '../sessions/required-aal.ts';
import type { Flow } from './flow.ts';
import type { FlowHandler, SubmitOutcome } from './flow-handler.ts';
import { flowToSubmit, renewFlow, startFlow } from './flow-lifecycle.ts';
import { findFlow } from './flow-repository.ts';
import { allowedReturnTo, defaultReturnTo, pageUrl, withQuery } from './flow-urls.ts';
import { flowView } from './flow-view.ts';
import { loginFlow } from './login.ts';
import { recoveryFlow } from './recovery.ts';
import { registrationFlow } from './registration.ts';
import { resumeSettings, settingsFlow } from './settings.ts';
import { CONTINUITY_COOKIE, PAUSE_LIFESPAN_MS } from './settings-continuity.ts';
import { verificationFlow } from './verification.ts';

const HANDLERS: FlowHandler[] = [
  loginFlow,
  registrationFlow,
  recoveryFlow,
  verificationFlow,
  settingsFlow,
];

export function registerFlowRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  const { config } = ctx;

  /**
   * One outcome, three answers, as Kratos gives them: native flows get JSON; browser clients
   * speaking JSON get JSON (422 when they must navigate); browser form posts get a 303.
   */
  function respond(
    request: FastifyRequest,
    reply: FastifyReply,
    flow: Flow,
    outcome: SubmitOutcome,
  ) {
    if (outcome.session && flow.type === 'browser') {
      setSessionCookie(reply, config, outcome.session.token, outcome.session.session.expiresAt);
    }
    if (outcome.continuity) {
      setContinuityCookie(reply, config, outcome.continuity, PAUSE_LIFESPAN_MS);
    }
    if (flow.type === 'api') return reply.status(outcome.status).send(outcome.body);
    if (wantsJson(request)) {
      if (outcome.locationChange) {
        const error = browserLocationChangeRequired(outcome.redirectTo);
        return reply.status(error.code).send(error.body());
      }
      return reply.status(outcome.status).send(outcome.body);
    }
    return reply.redirect(outcome.redirectTo, 303);
  }

  for (const handler of HANDLERS) {
    const { kind } = handler;

    app.get(`/self-service/${kind}/browser`, async (request, reply) => {
      const current = await currentSession(ctx, request);
      const query = queryOf(request);
      // Asking for the second factor (`aal=aal2`) needs the session the first one made.
      const upgrading = kind === 'login' && query.aal === 'aal2' && current?.session.aal !== 'aal2';
      const signedInAlready =
        current &&
        !upgrading &&
        ((kind === 'login' && query.refresh !== 'true') || kind === 'registration');
      if (signedInAlready) {
        if (wantsJson(request)) throw sessionAlreadyAvailable();
        return reply.redirect(
          allowedReturnTo(config, query.return_to) ?? defaultReturnTo(config),
          303,
        );
      }
      if (kind === 'settings' && !current) {
        if (wantsJson(request)) throw sessionInactive();
        // Sign in first, then come back to the settings page (which starts a new flow).
        return reply.redirect(
          withQuery(`${config.publicUrl}/self-service/login/browser`, {
            return_to: `${config.uiUrl}/settings`,
          }),
          303,
        );
      }
      if (kind === 'settings' && current) {
        // Kratos returns here after the second factor only when the caller asked for a return_to.
        const back = query.return_to ? `${config.publicUrl}${request.url}` : undefined;
        await requireHighestAvailableAal(ctx, current, back);
      }
      const flow = await startFlow(ctx, handler, 'browser', request, current);
      setCsrfCookie(reply, config, csrfCookieValue(config, request));
      if (!wantsJson(request)) return reply.redirect(pageUrl(config, flow), 303);
      return flowView(ctx, flow);
    });

    app.get(`/self-service/${kind}/api`, async (request) => {
      const current = await currentSession(ctx, request);
      if (kind === 'settings' && current) await requireHighestAvailableAal(ctx, current);
      const flow = await startFlow(ctx, handler, 'api', request, current);
      return flowView(ctx, flow);
    });

    app.get(`/self-service/${kind}/flows`, async (request) => {
      const { id } = queryOf(request);
      if (!id) throw requiredParameter('id');
      const flow = await findFlow(ctx.db, id, kind);
      if (!flow) throw notFound('The flow could not be found.');
      if (flow.type === 'api') markNativeFlowRequest(request);
      const current = kind === 'settings' ? await currentSession(ctx, request) : null;
      if (kind === 'settings') {
        if (!current) throw sessionInactive();
        if (current.identity.id !== flow.identityId) throw identityMismatch();
        // Back to the flow's page, not to this JSON endpoint, after the second factor.
        await requireHighestAvailableAal(ctx, current, pageUrl(config, flow));
      }
      if (flow.expiresAt <= new Date()) {
        const fresh = await renewFlow(ctx, handler, flow, request, current);
        throw flowExpired(
          fresh.id,
          flow.expiresAt,
          'The self-service flow expired; please use the new flow.',
        );
      }
      return flowView(ctx, flow);
    });

    app.post(`/self-service/${kind}`, async (request, reply) => {
      const query = queryOf(request);
      const current = await currentSession(ctx, request);
      const flow = await flowToSubmit(ctx, handler, request, reply, query.flow, current, true);
      if (!flow) return reply;
      const outcome = await handler.submit(ctx, flow, nestedBody(request.body), {
        current,
        device: clientDevice(request),
        query,
      });
      return respond(request, reply, flow, outcome);
    });
  }

  // The way back from a refresh sign-in: a settings change paused for it is applied now.
  app.get('/self-service/settings', async (request, reply) => {
    const query = queryOf(request);
    const current = await currentSession(ctx, request);
    if (!current) {
      if (wantsJson(request)) throw sessionInactive();
      return reply.redirect(`${config.publicUrl}/self-service/login/browser`, 303);
    }
    const flow = await flowToSubmit(ctx, settingsFlow, request, reply, query.flow, current, false);
    if (!flow) return reply;
    const token = request.cookies[CONTINUITY_COOKIE];
    if (token) clearContinuityCookie(reply, config);
    const outcome = await resumeSettings(ctx, flow, token, {
      current,
      device: clientDevice(request),
      query,
    });
    return respond(request, reply, flow, outcome);
  });

  // The link in the verification email: the code in the URL is the proof, so no CSRF token.
  app.get('/self-service/verification', async (request, reply) => {
    const query = queryOf(request);
    const current = await currentSession(ctx, request);
    const flow = await flowToSubmit(
      ctx,
      verificationFlow,
      request,
      reply,
      query.flow,
      current,
      false,
    );
    if (!flow) return reply;
    if (!query.code) return reply.redirect(pageUrl(config, flow), 303);
    const outcome = await verificationFlow.submit(
      ctx,
      flow,
      { method: 'code', code: query.code },
      { current, device: clientDevice(request), query },
    );
    return reply.redirect(outcome.redirectTo, 303);
  });
}
