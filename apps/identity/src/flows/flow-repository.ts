import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../database/database.ts';
import { flows } from '../database/tables.ts';
import type { Flow, FlowData, FlowKind } from './flow.ts';

export async function insertFlow(db: Executor, flow: Flow): Promise<void> {
  await db.insert(flows).values(flow);
}

export async function findFlow(db: Executor, id: string, kind: FlowKind): Promise<Flow | null> {
  // Flow ids are UUIDs; anything else cannot exist (and would upset PostgreSQL's uuid cast).
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [row] = await db
    .select()
    .from(flows)
    .where(and(eq(flows.id, id), eq(flows.kind, kind)));
  return row ?? null;
}

/** Saves what a submission changed: state, form, method, data, owner and use. */
export async function saveFlow(db: Executor, flow: Flow): Promise<Flow> {
  const updatedAt = new Date();
  await db
    .update(flows)
    .set({
      state: flow.state,
      active: flow.active,
      ui: flow.ui,
      data: flow.data,
      identityId: flow.identityId,
      usedAt: flow.usedAt,
      updatedAt,
    })
    .where(eq(flows.id, flow.id));
  return { ...flow, updatedAt };
}

/**
 * Removes a settings change paused on the flow and answers it, in one statement: of two
 * requests resuming at once, only one gets the change (the row lock makes the second see it
 * gone).
 */
export async function takePausedChange(
  db: Executor,
  flowId: string,
): Promise<FlowData['pausedChange']> {
  const result = await db.execute<{ paused: FlowData['pausedChange'] }>(sql`
    update ${flows} set data = ${flows}.data - 'pausedChange', updated_at = now()
    from (select id, data -> 'pausedChange' as paused from ${flows}
          where id = ${flowId} for update) as old
    where ${flows}.id = old.id and old.paused is not null
    returning old.paused`);
  return result.rows[0]?.paused ?? undefined;
}
