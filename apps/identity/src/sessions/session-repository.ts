import { and, count, desc, eq, gt, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../database/database.ts';
import { sessions } from '../database/tables.ts';
import { randomToken, sha256 } from '../tokens.ts';
import { announceRevocation } from './revocation-notice.ts';
import type { AuthenticationMethod, SessionDevice } from './session.ts';

export type SessionRow = typeof sessions.$inferSelect;

/** A newly issued session and the secret token that proves it (never stored in clear). */
export interface IssuedSession {
  session: SessionRow;
  token: string;
}

export async function issueSession(
  db: Executor,
  input: {
    identityId: string;
    method: AuthenticationMethod['method'];
    lifespanMs: number;
    device: { ip: string; userAgent: string };
    /** Support's name when this is an impersonation session (read-only). */
    impersonatedBy?: string;
  },
): Promise<IssuedSession> {
  const token = randomToken('ory_st_');
  const now = new Date();
  const device: SessionDevice = {
    id: crypto.randomUUID(),
    ip_address: input.device.ip,
    user_agent: input.device.userAgent,
    location: '',
  };
  const [session] = await db
    .insert(sessions)
    .values({
      tokenHash: sha256(token),
      logoutTokenHash: sha256(randomToken('ory_lo_')),
      identityId: input.identityId,
      authenticationMethods: [
        { method: input.method, aal: 'aal1', completed_at: now.toISOString() },
      ],
      devices: [device],
      issuedAt: now,
      authenticatedAt: now,
      expiresAt: new Date(now.getTime() + input.lifespanMs),
      impersonatedBy: input.impersonatedBy ?? null,
    })
    .returning();
  return { session: session!, token };
}

/** A re-authentication (`refresh=true`) renews the existing session instead of adding one. */
export async function refreshSession(
  db: Executor,
  session: SessionRow,
  method: AuthenticationMethod['method'],
): Promise<SessionRow> {
  const now = new Date();
  const [updated] = await db
    .update(sessions)
    .set({
      authenticatedAt: now,
      authenticationMethods: [
        ...session.authenticationMethods,
        { method, aal: 'aal1', completed_at: now.toISOString() },
      ],
      updatedAt: now,
    })
    .where(eq(sessions.id, session.id))
    .returning();
  return updated!;
}

/**
 * A second factor given in this session raises it to aal2 (Kratos keeps the same session and
 * token, and lists the factor among its authentication methods). The API's cached whoami
 * answer still says aal1, so the same notice that ends a session makes it ask again.
 */
export async function raiseToAal2(
  db: Executor,
  session: SessionRow,
  method: AuthenticationMethod['method'],
): Promise<SessionRow> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(sessions)
      .set({
        aal: 'aal2',
        authenticatedAt: now,
        authenticationMethods: [
          ...session.authenticationMethods,
          { method, aal: 'aal2', completed_at: now.toISOString() },
        ],
        updatedAt: now,
      })
      .where(eq(sessions.id, session.id))
      .returning();
    await announceRevocation(tx, { sessionId: session.id });
    return updated!;
  });
}

/** The active, unexpired session this token proves, or null. */
export async function findActiveSession(db: Executor, token: string): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        eq(sessions.active, true),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

/** Logout tokens are issued on demand and bound to one session. */
export async function newLogoutToken(db: Executor, sessionId: string): Promise<string> {
  const token = randomToken('ory_lo_');
  await db
    .update(sessions)
    .set({ logoutTokenHash: sha256(token) })
    .where(eq(sessions.id, sessionId));
  return token;
}

export async function findByLogoutToken(db: Executor, token: string): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.logoutTokenHash, sha256(token)));
  return row ?? null;
}

/**
 * Ends the sessions `where` selects and announces each (one notice for the identity when
 * `wholeIdentity`), in one transaction so the API hears of exactly what was committed.
 */
async function endSessions(
  db: Executor,
  where: SQL | undefined,
  announce: { wholeIdentity: string } | 'each',
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({ active: false, updatedAt: new Date() })
      .where(where)
      .returning({ id: sessions.id });
    if (ended.length === 0) return [];
    if (announce === 'each') {
      for (const { id } of ended) await announceRevocation(tx, { sessionId: id });
    } else {
      await announceRevocation(tx, { identityId: announce.wholeIdentity });
    }
    return ended.map(({ id }) => id);
  });
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await endSessions(db, eq(sessions.id, sessionId), 'each');
}

export async function revokeByToken(db: Executor, token: string): Promise<boolean> {
  const ended = await endSessions(db, eq(sessions.tokenHash, sha256(token)), 'each');
  return ended.length > 0;
}

function othersOf(identityId: string, currentId: string) {
  return and(
    eq(sessions.identityId, identityId),
    ne(sessions.id, currentId),
    eq(sessions.active, true),
    gt(sessions.expiresAt, new Date()),
  );
}

export async function listOtherSessions(
  db: Executor,
  current: SessionRow,
  page: { offset: number; limit: number },
): Promise<{ rows: SessionRow[]; total: number }> {
  const where = othersOf(current.identityId, current.id);
  const rows = await db
    .select()
    .from(sessions)
    .where(where)
    .orderBy(desc(sessions.issuedAt), desc(sessions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(sessions).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function revokeOtherSessions(db: Executor, current: SessionRow): Promise<number> {
  const ended = await endSessions(db, othersOf(current.identityId, current.id), {
    wholeIdentity: current.identityId,
  });
  return ended.length;
}

/** Revokes one of the owner's own sessions; false when the id is not theirs (or unknown). */
export async function revokeOwnSession(
  db: Executor,
  identityId: string,
  sessionId: string,
): Promise<boolean> {
  const where = and(eq(sessions.id, sessionId), eq(sessions.identityId, identityId));
  return (await endSessions(db, where, 'each')).length > 0;
}
