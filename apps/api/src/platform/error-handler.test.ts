import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler.ts';

function appThrowing(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw error;
  });
  return app;
}

describe('the error handler', () => {
  it('answers a deadlock or serialisation failure as a retryable 503, not a 500', async () => {
    for (const code of ['40P01', '40001']) {
      const res = await appThrowing(Object.assign(new Error('deadlock detected'), { code })).inject(
        { method: 'GET', url: '/boom' },
      );
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json().error.code).toBe('concurrent_change');
      expect(res.body).not.toContain('deadlock detected');
    }
  });

  it('answers a lock wait past the lock timeout (55P03) as a retryable 503, wrapped or not', async () => {
    const raw = Object.assign(new Error('canceling statement due to lock timeout'), {
      code: '55P03',
    });
    const wrapped = Object.assign(new Error('Failed query: select …'), { cause: raw });
    for (const error of [raw, wrapped]) {
      const res = await appThrowing(error).inject({ method: 'GET', url: '/boom' });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('concurrent_change');
      expect(res.body).not.toContain('lock timeout');
    }
  });

  it('answers a foreign key refusal as 404 for a missing record and 409 for one still used', async () => {
    const refusal = (message: string) =>
      Object.assign(new Error('Failed query: …'), {
        cause: Object.assign(new Error(message), { code: '23503' }),
      });
    const missing = await appThrowing(
      refusal('insert or update on table "ledger_accounts" violates foreign key constraint "x"'),
    ).inject({ method: 'GET', url: '/boom' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('unknown_reference');
    const used = await appThrowing(
      refusal('update or delete on table "customers" violates foreign key constraint "y"'),
    ).inject({ method: 'GET', url: '/boom' });
    expect(used.statusCode).toBe(409);
    expect(used.json().error.code).toBe('still_referenced');
    expect(used.body).not.toContain('customers');
  });

  it('answers anything else unexpected as a 500 without its message or stack', async () => {
    const res = await appThrowing(new Error('secret internals at line 12')).inject({
      method: 'GET',
      url: '/boom',
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal_error');
    expect(res.body).not.toContain('secret internals');
  });
});
