import net from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { listenForRevocations, type RevocationListener } from './session-revocation-listener.ts';
import type { RevocationNotice } from '@crossport/db/session-revocation-notice';
import { testDatabaseUrl } from '../../test/database-url.ts';

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
      connectionString: testDatabaseUrl(),
      onRevoked: (notice) => notices.push(notice),
      onHearingChange: (hearing) => changes.push(hearing),
      log: quiet,
      retryMs: { min: 10, max: 50 },
    });
    listeners.push(listener);
    await until(() => listener.hearing());

    const sessionId = crypto.randomUUID();
    const db = new pg.Client({ connectionString: testDatabaseUrl() });
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

  it('drops a connection that stopped answering and listens again on a new one', async () => {
    // A TCP relay to PostgreSQL that can go silent, like a dead network path: no FIN, no RST.
    const target = new URL(testDatabaseUrl());
    let silent = false;
    const relay = net.createServer((socket) => {
      if (silent) return socket.destroy();
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      socket.on('data', (chunk) => !silent && upstream.write(chunk));
      upstream.on('data', (chunk) => !silent && socket.write(chunk));
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
      socket.on('close', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const via = new URL(target);
    via.hostname = '127.0.0.1';
    via.port = String((relay.address() as net.AddressInfo).port);

    const changes: boolean[] = [];
    const listener = listenForRevocations({
      connectionString: via.toString(),
      onRevoked: () => {},
      onHearingChange: (hearing) => changes.push(hearing),
      log: quiet,
      retryMs: { min: 10, max: 50 },
      timeoutMs: 200,
    });
    listeners.push(listener);
    try {
      await until(() => listener.hearing());
      silent = true;
      expect(await listener.caughtUp()).toBe(false);
      await until(() => !listener.hearing());
      silent = false;
      await until(() => listener.hearing());
      expect(await listener.caughtUp()).toBe(true);
      expect(changes).toEqual([true, false, true]);
    } finally {
      await listener.close();
      relay.close();
    }
  });
});
