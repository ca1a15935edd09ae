import { Conflict } from './errors.ts';

/**
 * A state machine as data, with its side effects as transition hooks (Vendure's order state
 * machine is the model). `onTransitionStart` may refuse a legal move by throwing (a gate);
 * `apply` stores the new state; `onTransitionEnd` does what entering the state means — the
 * timeline entry, the invoice line, a queued job — in one place instead of at each call site.
 * Every hook runs inside the caller's transaction, so a hook that fails undoes the move.
 */
export interface StateMachine<State extends string, Context> {
  name: string;
  transitions: Readonly<Record<State, readonly State[]>>;
  canTransition(from: State, to: State): boolean;
  transition(from: State, to: State, context: Context, apply: () => Promise<void>): Promise<void>;
}

export interface TransitionHooks<State extends string, Context> {
  onTransitionStart?: (from: State, to: State, context: Context) => Promise<void>;
  onTransitionEnd?: (from: State, to: State, context: Context) => Promise<void>;
}

const words = (state: string) => state.replace(/_/g, ' ');

export function defineStateMachine<State extends string, Context>(definition: {
  name: string;
  transitions: Readonly<Record<State, readonly State[]>>;
  hooks?: TransitionHooks<State, Context>;
  /** The 409 message of an illegal move; says what the thing is and cannot become. */
  refusal?: (from: State, to: State) => string;
}): StateMachine<State, Context> {
  const { transitions, hooks = {} } = definition;
  const canTransition = (from: State, to: State) => transitions[from].includes(to);
  return {
    name: definition.name,
    transitions,
    canTransition,
    async transition(from, to, context, apply) {
      if (!canTransition(from, to)) {
        throw new Conflict(
          definition.refusal?.(from, to) ??
            `This ${definition.name} is ${words(from)} and cannot become ${words(to)}.`,
        );
      }
      await hooks.onTransitionStart?.(from, to, context);
      await apply();
      await hooks.onTransitionEnd?.(from, to, context);
    },
  };
}
