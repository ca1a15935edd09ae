import type { IdentityContext } from '../context.ts';
import type { Executor } from '../database/database.ts';
import type { CurrentSession } from '../sessions/current-session.ts';
import type { Flow, FlowData, FlowType } from './flow.ts';
import type { FlowHandler, SubmitOutcome } from './flow-handler.ts';
import { insertFlow } from './flow-repository.ts';
import { actionUrl, pageUrl } from './flow-urls.ts';
import { flowView } from './flow-view.ts';

export interface NewFlow {
  type: FlowType;
  returnTo: string | null;
  requestUrl: string;
  data: FlowData;
  csrfToken: string;
  current: CurrentSession | null;
}

/** Creates and stores a flow of the handler's kind; the handler decides its first form. */
export async function createFlow(
  ctx: IdentityContext,
  handler: FlowHandler,
  input: NewFlow,
  db: Executor = ctx.db,
): Promise<Flow> {
  const id = crypto.randomUUID();
  const now = new Date();
  const draft: Flow = {
    id,
    kind: handler.kind,
    type: input.type,
    state: 'choose_method',
    active: null,
    // Native flows carry no CSRF protection: their callers hold no ambient cookies.
    csrfToken: input.type === 'browser' ? input.csrfToken : '',
    ui: { action: actionUrl(ctx.config, handler.kind, id), method: 'POST', nodes: [] },
    returnTo: input.returnTo,
    requestUrl: input.requestUrl,
    identityId: null,
    data: input.data,
    issuedAt: now,
    expiresAt: new Date(now.getTime() + ctx.config.flowLifespanMs),
    usedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  const flow = await handler.initialize(ctx, draft, input.current);
  await insertFlow(db, flow);
  return flow;
}

/** Answer with the flow itself: 200 after progress, 400 with messages after a mistake. */
export async function showFlow(
  ctx: IdentityContext,
  flow: Flow,
  status: 200 | 400,
): Promise<SubmitOutcome> {
  return { status, body: await flowView(ctx, flow), redirectTo: pageUrl(ctx.config, flow) };
}
