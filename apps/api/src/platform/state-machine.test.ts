import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.ts';
import { defineStateMachine } from './state-machine.ts';

type Light = 'red' | 'green' | 'yellow';

function lights(log: string[], refuse?: (to: Light) => boolean) {
  return defineStateMachine<Light, { by: string }>({
    name: 'light',
    transitions: { red: ['green'], green: ['yellow'], yellow: ['red'] },
    hooks: {
      async onTransitionStart(from, to, context) {
        log.push(`start ${from}->${to} by ${context.by}`);
        if (refuse?.(to)) throw new Error(`gate closed for ${to}`);
      },
      async onTransitionEnd(from, to) {
        log.push(`end ${from}->${to}`);
      },
    },
  });
}

describe('state machine with transition hooks', () => {
  it('runs the start hook, stores the state, then the end hook', async () => {
    const log: string[] = [];
    await lights(log).transition('red', 'green', { by: 'staff' }, async () => {
      log.push('apply');
    });
    expect(log).toEqual(['start red->green by staff', 'apply', 'end red->green']);
  });

  it('refuses an illegal move with 409 before any hook or write', async () => {
    const log: string[] = [];
    const error = await lights(log)
      .transition('red', 'yellow', { by: 'staff' }, async () => {
        log.push('apply');
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).status).toBe(409);
    expect((error as DomainError).message).toBe('This light is red and cannot become yellow.');
    expect(log).toEqual([]);
  });

  it('stores nothing and runs no end hook when the start hook refuses', async () => {
    const log: string[] = [];
    await expect(
      lights(log, (to) => to === 'green').transition('red', 'green', { by: 'x' }, async () => {
        log.push('apply');
      }),
    ).rejects.toThrow('gate closed for green');
    expect(log).toEqual(['start red->green by x']);
  });
});
