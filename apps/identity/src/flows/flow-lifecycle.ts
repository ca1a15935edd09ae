import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityContext } from '../context.ts';
import { sessionTokenExchanges } from '../database/tables.ts';
import { csrfViolation, flowExpired, notFound, requiredParameter } from '../errors.ts';
import { csrfCookieName } from '../http/cookies.ts';
import { csrfCookieValue, csrfFormToken, csrfTokenMatches } from '../http/csrf.ts';
import { markNativeFlowRequest } from '../http/error-handler.ts';
import { nestedBody, queryOf, wantsJson } from '../http/request-info.ts';
import type { CurrentSession } from '../sessions/current-session.ts';
import { randomToken, sameSecret, sha256 } from '../tokens.ts';
import type { Flow, FlowData, FlowKind, FlowType } from './flow.ts';
import type { FlowHandler } from './flow-handler.ts';
import { findFlow, saveFlow } from './flow-repository.ts';
import { createFlow } from './flow-service.ts';
import { allowedReturnTo, pageUrl } from './flow-urls.ts';
import { flowExpiredMessage } from './messages.ts';

/** The flow parameters of spec §7 that a flow remembers until it completes. */
function flowData(kind: FlowKind, query: Record<string, string | undefined>): FlowData {
  const data: FlowData = {};
  if (kind === 'login') {
    data.refresh = query.refresh === 'true';
    data.requestedAal = query.aal === 'aal2' ? 'aal2' : 'aal1';
  }
  if (query.login_challenge) data.loginChallenge = query.login_challenge;
  if (query.organization) data.organization = query.organization;
  if (query.after_verification_return_to) {
    data.afterVerificationReturnTo = query.after_verification_return_to;
  }
  return data;
}

/** A flow's CSRF token, bound to the browser's cookie (reused while it lives). */
function csrfTokenOf(ctx: IdentityContext, request: FastifyRequest): string {
  return csrfFormToken(ctx.config, csrfCookieValue(ctx.config, request));
}

/** Starts a flow from a create request (`/self-service/<flow>/browser` or `/api`). */
export async function startFlow(
  ctx: IdentityContext,
  handler: FlowHandler,
  type: FlowType,
  request: FastifyRequest,
  current: CurrentSession | null,
): Promise<Flow> {
  const query = queryOf(request);
  const returnTo = allowedReturnTo(ctx.config, query.return_to);
  const data = flowData(handler.kind, query);
  if (data.afterVerificationReturnTo) {
    data.afterVerificationReturnTo =
      allowedReturnTo(ctx.config, data.afterVerificationReturnTo) ?? undefined;
  }
  const exchange =
    type === 'api' &&
    (handler.kind === 'login' || handler.kind === 'registration') &&
    query.return_session_token_exchange_code === 'true';
  if (exchange) data.sessionTokenExchangeCode = randomToken('', 24);
  const flow = await createFlow(ctx, handler, {
    type,
    returnTo,
    requestUrl: `${ctx.config.publicUrl}${request.url}`,
    data,
    csrfToken: csrfTokenOf(ctx, request),
    current,
  });
  if (data.sessionTokenExchangeCode) {
    await ctx.db.insert(sessionTokenExchanges).values({
      flowId: flow.id,
      initCodeHash: sha256(data.sessionTokenExchangeCode),
    });
  }
  return flow;
}

/** A fresh flow standing in for an expired or completed one, with the same parameters. */
export async function renewFlow(
  ctx: IdentityContext,
  handler: FlowHandler,
  old: Flow,
  request: FastifyRequest,
  current: CurrentSession | null,
): Promise<Flow> {
  const now = new Date();
  // A completed flow that has not expired yet counts as expiring now.
  const expiredAt = old.expiresAt < now ? old.expiresAt : now;
  // The new flow starts over: no address a code went to, no follow-up or paused change.
  const data: FlowData = {
    ...old.data,
    address: undefined,
    continueWith: undefined,
    pausedChange: undefined,
  };
  const flow = await createFlow(ctx, handler, {
    type: old.type,
    returnTo: old.returnTo,
    requestUrl: old.requestUrl,
    data,
    csrfToken: old.type === 'browser' ? csrfTokenOf(ctx, request) : '',
    current,
  });
  flow.ui.messages = [
    ...(flow.ui.messages ?? []),
    flowExpiredMessage(handler.kind, expiredAt, now),
  ];
  return saveFlow(ctx.db, flow);
}

/** Loads a flow for submission, refusing unknown, expired, completed and forged ones. */
export async function flowToSubmit(
  ctx: IdentityContext,
  handler: FlowHandler,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string | undefined,
  current: CurrentSession | null,
  checkCsrf: boolean,
): Promise<Flow | null> {
  if (!id) throw requiredParameter('flow');
  const flow = await findFlow(ctx.db, id, handler.kind);
  if (!flow) throw notFound('The flow could not be found.');
  if (flow.type === 'api') markNativeFlowRequest(request);
  const expired = flow.expiresAt <= new Date();
  if (expired || flow.usedAt) {
    const fresh = await renewFlow(ctx, handler, flow, request, current);
    if (flow.type === 'browser' && !wantsJson(request)) {
      await reply.redirect(pageUrl(ctx.config, fresh), 303);
      return null;
    }
    throw flowExpired(
      fresh.id,
      flow.expiresAt,
      expired
        ? 'The self-service flow expired; please use the new flow.'
        : 'The self-service flow was completed already; please use the new flow.',
    );
  }
  if (checkCsrf && flow.type === 'browser') {
    const body = nestedBody(request.body);
    const sent = typeof body.csrf_token === 'string' ? body.csrf_token : '';
    const cookie = request.cookies[csrfCookieName(ctx.config)] ?? '';
    if (
      !sent ||
      !sameSecret(sent, flow.csrfToken) ||
      !csrfTokenMatches(ctx.config, cookie, flow.csrfToken)
    ) {
      throw csrfViolation();
    }
  }
  return flow;
}
