import { and, eq } from 'drizzle-orm';
import type { Executor } from '../database/database.ts';
import { flows } from '../database/tables.ts';
import type { Flow, FlowKind } from './flow.ts';

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
