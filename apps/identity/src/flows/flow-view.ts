import type { IdentityContext } from '../context.ts';
import { findIdentity } from '../identities/identity-repository.ts';
import { identityView } from '../identities/identity-view.ts';
import type { Flow } from './flow.ts';

/** The flow as Kratos's public API shows it (`loginFlow`, `registrationFlow`, ...). */
export async function flowView(ctx: IdentityContext, flow: Flow): Promise<Record<string, unknown>> {
  const view: Record<string, unknown> = {
    id: flow.id,
    type: flow.type,
    expires_at: flow.expiresAt.toISOString(),
    issued_at: flow.issuedAt.toISOString(),
    request_url: flow.requestUrl,
    ui: flow.ui,
    state: flow.state,
  };
  if (flow.returnTo) view.return_to = flow.returnTo;
  if (flow.active) view.active = flow.active;
  if (flow.data.transientPayload) view.transient_payload = flow.data.transientPayload;
  switch (flow.kind) {
    case 'login':
      view.refresh = flow.data.refresh ?? false;
      view.requested_aal = flow.data.requestedAal ?? 'aal1';
      view.organization_id = null;
      view.created_at = flow.createdAt.toISOString();
      view.updated_at = flow.updatedAt.toISOString();
      addOAuthAndExchange(view, flow);
      break;
    case 'registration':
      view.organization_id = null;
      addOAuthAndExchange(view, flow);
      break;
    case 'settings': {
      const identity = flow.identityId ? await findIdentity(ctx.db, flow.identityId) : null;
      if (identity) view.identity = identityView(identity, ctx.config);
      view.organization_id = null;
      if (flow.data.continueWith) view.continue_with = flow.data.continueWith;
      break;
    }
    case 'recovery':
      if (flow.data.continueWith) view.continue_with = flow.data.continueWith;
      break;
    case 'verification':
      break;
  }
  return view;
}

function addOAuthAndExchange(view: Record<string, unknown>, flow: Flow): void {
  if (flow.data.loginChallenge) view.oauth2_login_challenge = flow.data.loginChallenge;
  if (flow.data.sessionTokenExchangeCode) {
    view.session_token_exchange_code = flow.data.sessionTokenExchangeCode;
  }
}
