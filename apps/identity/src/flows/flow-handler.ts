import type { IdentityContext } from '../context.ts';
import type { CurrentSession } from '../sessions/current-session.ts';
import type { IssuedSession } from '../sessions/session-repository.ts';
import type { Flow, FlowKind } from './flow.ts';

/** What a submission knows about the caller besides the form. */
export interface SubmitContext {
  current: CurrentSession | null;
  device: { ip: string; userAgent: string };
  query: Record<string, string | undefined>;
}

/**
 * How a submission ended, independent of HTTP: the JSON answer (status + body), where a
 * browser form post is sent instead, whether a JSON browser client must change location
 * (422), and a session (or paused change) to set as cookie.
 */
export interface SubmitOutcome {
  status: number;
  body: unknown;
  redirectTo: string;
  locationChange?: boolean;
  session?: IssuedSession;
  /** The continuity cookie for a settings change paused until a refresh sign-in. */
  continuity?: string;
}

/** One self-service flow: how it starts and how each submission is handled. */
export interface FlowHandler {
  kind: FlowKind;
  /** Sets the first state, owner and form of a draft flow; may refuse (session rules). */
  initialize(ctx: IdentityContext, draft: Flow, current: CurrentSession | null): Promise<Flow>;
  submit(
    ctx: IdentityContext,
    flow: Flow,
    body: Record<string, unknown>,
    submit: SubmitContext,
  ): Promise<SubmitOutcome>;
}
