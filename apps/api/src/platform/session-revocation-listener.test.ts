import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { listenForRevocations, type RevocationListener } from './session-revocation-listener.ts';
import type { RevocationNotice } from './session-revocation-notice.ts';

const quiet = { warn: () => {}, info: () => {} };
const listeners: RevocationListener[] = [];
afterAll(async () => Promise.all(listeners.map((listener) => listener.close())));

async function until(condition: () => boolean, ms = 5_000): Promise<void> {
  for (const started = Date.now(); Date.now() - started < ms;) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not met in time');
}

describe('session revocation listener', () => {
  it('passes on well-formed notices only, and reconnects after losing its connection', async () => {
    const notices: RevocationNotice[] = [];
    const changes: boolean[] = [];
    const listener = listenForRevocations({
      connectionString: inject('databaseUrl'),
      onRevoked: (notice) => notices.push(notice),
      onHearingChange: (hearing) => changes.push(hearing),
      log: quiet,
      retryMs: { min: 10, max: 50 },
    });
    listeners.push(listener);
    await until(() => listener.hearing());

    const sessionId = crypto.randomUUID();
    const db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
    try {
      for (const payload of ['nonsense', `session:${sessionId}`, 'identity:not-a-uuid']) {
        await db.query(`select pg_notify('identity_sessions_revoked', $1)`, [payload]);
      }
      // No waiting: a caught-up listener has handled every notice committed before.
      expect(await listener.caughtUp()).toBe(true);
      expect(notices).toEqual([{ sessionId }]);

      await db.query('select pg_terminate_backend($1)', [listener.backendPid()]);
      await until(() => changes.length >= 3 && listener.hearing());
      expect(changes.slice(0, 3)).toEqual([true, false, true]);

      const identityId = crypto.randomUUID();
      await db.query(`select pg_notify('identity_sessions_revoked', $1)`, [
        `identity:${identityId}`,
      ]);
      const [first, second] = [listener.caughtUp(), listener.caughtUp()];
      expect(await Promise.all([first, second])).toEqual([true, true]);
      expect(notices[1]).toEqual({ identityId });
    } finally {
      await db.end();
    }
  });

  it('keeps retrying while PostgreSQL is unreachable and never reports hearing', async () => {
    let attempts = 0;
    const changes: boolean[] = [];
    const listener = listenForRevocations({
      connectionString: 'postgres://postgres@127.0.0.1:1/nowhere',
      onRevoked: () => {},
      onHearingChange: (hearing) => changes.push(hearing),
      log: { ...quiet, warn: () => (attempts += 1) },
      retryMs: { min: 10, max: 20 },
    });
    listeners.push(listener);
    await until(() => attempts >= 3);
    expect(listener.hearing()).toBe(false);
    expect(await listener.caughtUp()).toBe(false);
    expect(changes).toEqual([]);
  });
});
