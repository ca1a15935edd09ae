import { describe, expect, it } from 'vitest';
import { createStep, createWorkflow, failedStepOf } from './runner.ts';

describe('workflow runner', () => {
  it('runs the steps in order and answers what the workflow returns', async () => {
    const seen: string[] = [];
    const double = createStep('double', async (n: number) => {
      seen.push(`double ${n}`);
      return n * 2;
    });
    const describeIt = createStep('describe', async (n: number) => {
      seen.push(`describe ${n}`);
      return `got ${n}`;
    });
    const flow = createWorkflow('demo', async (input: number, run) =>
      run(describeIt, await run(double, input)),
    );
    await expect(flow.run(21)).resolves.toBe('got 42');
    expect(seen).toEqual(['double 21', 'describe 42']);
  });

  it('undoes the steps that ran, in reverse, when a later step fails, and keeps the error', async () => {
    const log: string[] = [];
    const reserve = (what: string) =>
      createStep(
        `reserve ${what}`,
        async (count: number) => {
          log.push(`reserve ${what} ${count}`);
          return `${what}#${count}`;
        },
        async (ticket, count) => {
          log.push(`release ${ticket} (${count})`);
        },
      );
    const plain = createStep('note', async () => {
      log.push('note');
    });
    const boom = new Error('payment declined');
    const fail = createStep('charge', async () => {
      throw boom;
    });
    const flow = createWorkflow('place', async (count: number, run) => {
      await run(reserve('stock'), count);
      await run(plain, undefined);
      await run(reserve('coupon'), 1);
      await run(fail, undefined);
      return 'never';
    });
    const error = await flow.run(3).catch((e: unknown) => e);
    expect(error).toBe(boom);
    expect(failedStepOf(error)).toBe('place/charge');
    expect(log).toEqual([
      'reserve stock 3',
      'note',
      'reserve coupon 1',
      'release coupon#1 (1)',
      'release stock#3 (3)',
    ]);
  });

  it('runs the remaining compensations when one of them fails, and reports it', async () => {
    const log: string[] = [];
    const reported: string[] = [];
    const first = createStep(
      'first',
      async () => 1,
      async () => {
        log.push('undo first');
      },
    );
    const second = createStep(
      'second',
      async () => 2,
      async () => {
        throw new Error('cannot undo');
      },
    );
    const flow = createWorkflow(
      'fragile',
      async (_: null, run) => {
        await run(first, null);
        await run(second, null);
        throw new Error('later failure');
      },
      { onCompensationError: (_error, step, workflow) => reported.push(`${workflow}/${step}`) },
    );
    await expect(flow.run(null)).rejects.toThrow('later failure');
    expect(log).toEqual(['undo first']);
    expect(reported).toEqual(['fragile/second']);
  });

  it('does not compensate a step that failed itself', async () => {
    const log: string[] = [];
    const failing = createStep(
      'failing',
      async () => {
        throw new Error('no');
      },
      async () => {
        log.push('undo failing');
      },
    );
    const flow = createWorkflow('single', async (_: null, run) => run(failing, null));
    await expect(flow.run(null)).rejects.toThrow('no');
    expect(log).toEqual([]);
  });
});
