import pg from 'pg';
import {
  parseRevocationNotice,
  SESSIONS_REVOKED_CHANNEL,
  type RevocationNotice,
} from '@crossport/db/session-revocation-notice';

/** How pg_stat_activity names the listener's connection. */
const LISTENER_APPLICATION_NAME = 'crossport-api-session-revocations';

export interface RevocationListenerOptions {
  connectionString: string;
  onRevoked(notice: RevocationNotice): void;
  /** Called with true once listening, with false as soon as the connection is lost. */
  onHearingChange(hearing: boolean): void;
  log: { warn(details: object, message: string): void; info(message: string): void };
  /** Reconnect delays: doubled from `min` up to `max` while PostgreSQL is unreachable. */
  retryMs?: { min: number; max: number };
  /** How long a round trip may take before the connection counts as dead (2 s). */
  timeoutMs?: number;
}

export interface RevocationListener {
  hearing(): boolean;
  /**
   * True once every notice committed before this call has been handled: PostgreSQL sends a
   * listening connection its pending notices before it answers a query on it. False while
   * not listening. Concurrent callers share round trips.
   */
  caughtUp(): Promise<boolean>;
  /** The listening connection's server process (pg_stat_activity.pid), null while deaf. */
  backendPid(): number | null;
  close(): Promise<void>;
}

/**
 * Holds one dedicated PostgreSQL connection that `LISTEN`s for the identity service's session
 * revocations, reconnecting (with back-off) whenever the connection drops.
 */
export function listenForRevocations(options: RevocationListenerOptions): RevocationListener {
  const retry = options.retryMs ?? { min: 100, max: 5_000 };
  const timeoutMs = options.timeoutMs ?? 2_000;
  let client: pg.Client | undefined;
  let pid: number | null = null;
  let delay = retry.min;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  // A round trip started before a caller arrived proves nothing to it, so callers arriving
  // while one is on its way share the next.
  let inFlight: Promise<boolean> | undefined;
  let following: Promise<boolean> | undefined;
  const roundTrip = (): Promise<boolean> => {
    const on = client;
    if (!on) return Promise.resolve(false);
    const trip = on.query('select 1').then(
      () => client === on,
      () => {
        void on.end().catch(() => {});
        return false;
      },
    );
    inFlight = trip;
    void trip.then(() => {
      if (inFlight === trip) inFlight = undefined;
    });
    return trip;
  };
  const caughtUp = (): Promise<boolean> => {
    if (!inFlight) return roundTrip();
    following ??= inFlight.then(() => {
      following = undefined;
      return roundTrip();
    });
    return following;
  };

  const lost = (from: pg.Client, error?: Error) => {
    if (client !== from) return;
    client = undefined;
    pid = null;
    options.onHearingChange(false);
    options.log.warn({ err: error }, 'session revocation listener lost its connection');
    schedule();
  };

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, retry.max);
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString: options.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // A connection that silently died must not hold up requests: the round trip fails,
      // the connection is dropped and replaced, and callers ask the identity service.
      query_timeout: timeoutMs,
      connectionTimeoutMillis: timeoutMs,
    });
    next.on('notification', (message) => {
      if (message.channel !== SESSIONS_REVOKED_CHANNEL) return;
      const notice = parseRevocationNotice(message.payload);
      if (notice) options.onRevoked(notice);
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    let nextPid: number;
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSIONS_REVOKED_CHANNEL}`);
      const { rows } = await next.query<{ pid: number }>('select pg_backend_pid() as pid');
      nextPid = rows[0]!.pid;
    } catch (error) {
      // Not yet `client`, so its own error and end events are ignored by `lost`.
      options.log.warn({ err: error }, 'session revocation listener cannot connect');
      void next.end().catch(() => {});
      schedule();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    pid = nextPid;
    delay = retry.min;
    options.onHearingChange(true);
    options.log.info(`session revocation listener is listening (backend ${pid})`);
  };

  void connect();
  return {
    hearing: () => client !== undefined,
    caughtUp,
    backendPid: () => pid,
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      pid = null;
      await current?.end().catch(() => {});
    },
  };
}
