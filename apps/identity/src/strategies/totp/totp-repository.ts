import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../database/database.ts';
import { credentials } from '../../database/tables.ts';

/** The identity's TOTP URL, or null when it has none. */
export async function findTotpUrl(db: Executor, identityId: string): Promise<string | null> {
  const [row] = await db
    .select({ config: credentials.config })
    .from(credentials)
    .where(and(eq(credentials.identityId, identityId), eq(credentials.type, 'totp')));
  return row?.config.totp_url ?? null;
}

/**
 * Links an authenticator app; a second link replaces the first (one TOTP per identity). The
 * step of the code that proved it is spent: it cannot also sign in.
 */
export async function linkTotp(
  db: Executor,
  identityId: string,
  url: string,
  step: number,
): Promise<void> {
  const config = { totp_url: url, last_used_step: step };
  await db
    .insert(credentials)
    .values({ identityId, type: 'totp', identifiers: [identityId], config })
    .onConflictDoUpdate({
      target: [credentials.identityId, credentials.type],
      set: { config, updatedAt: new Date() },
    });
}

export async function unlinkTotp(db: Executor, identityId: string): Promise<boolean> {
  const removed = await db
    .delete(credentials)
    .where(and(eq(credentials.identityId, identityId), eq(credentials.type, 'totp')))
    .returning({ id: credentials.id });
  return removed.length > 0;
}

/**
 * Records that the code of `step` was used, only if no code of this or a later step was:
 * one statement, so two requests racing with the same code cannot both pass.
 */
export async function useTotpStep(
  db: Executor,
  identityId: string,
  step: number,
): Promise<boolean> {
  const updated = await db
    .update(credentials)
    .set({
      config: sql`${credentials.config} || jsonb_build_object('last_used_step', ${step}::bigint)`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(credentials.identityId, identityId),
        eq(credentials.type, 'totp'),
        sql`coalesce((${credentials.config}->>'last_used_step')::bigint, -1) < ${step}`,
      ),
    )
    .returning({ id: credentials.id });
  return updated.length > 0;
}
