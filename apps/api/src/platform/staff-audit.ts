import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Permission } from './permissions.ts';
import type { StaffActor } from './staff-auth.ts';

/** One staff action as the audit log keeps it (the staff module writes it). */
export interface StaffAction {
  actor: StaffActor;
  permission: Permission;
  method: string;
  route: string;
  path: string;
  object: Record<string, string>;
  /** The object before the change, where the route declares how to read it; else null. */
  before: unknown;
  request: unknown;
  response: unknown;
  status: number;
  clientAddress: string;
  userAgent: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The object as it was before a staff change, read by the route's `auditBefore`. */
    staffAuditBefore?: unknown;
  }
  interface FastifyContextConfig {
    /**
     * Reads the object a staff change is about to alter, so the audit log keeps what it was
     * beside what it became. Runs after validation, before the handler; null when gone.
     */
    auditBefore?: (request: FastifyRequest) => Promise<unknown>;
  }
}

export type RecordStaffAction = (action: StaffAction) => Promise<void>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Bodies larger than this are kept as their size only (a photo upload, a long list). */
const MAX_KEPT_BYTES = 16_384;

function kept(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    if (value.length > MAX_KEPT_BYTES) return { omitted: true, bytes: value.length };
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return { omitted: true, bytes: value.length };
    }
  }
  if (typeof value === 'object' && !Buffer.isBuffer(value)) {
    const json = JSON.stringify(value);
    return json.length > MAX_KEPT_BYTES ? { omitted: true, bytes: json.length } : value;
  }
  return { omitted: true };
}

/**
 * preHandler hook of the staff scope: a change whose route declares `auditBefore` has the
 * object read as it is now. A failed read leaves "before" empty rather than refusing the
 * change: the audit log records, it does not decide.
 */
export async function readStaffAuditBefore(request: FastifyRequest): Promise<void> {
  const read = request.routeOptions.config.auditBefore;
  if (!read || !request.staffActor || SAFE_METHODS.has(request.method)) return;
  try {
    request.staffAuditBefore = (await read(request)) ?? null;
  } catch (error) {
    request.log.warn({ err: error }, 'the audit log could not read the object before a change');
  }
}

/**
 * onSend hook of the staff scope: every unsafe request a staff member or the machine made
 * (after the guard let it through, whatever its outcome) is written before the answer leaves.
 * A failed write is logged with the whole entry and does not change the answer: the action
 * has already happened and the caller must learn its real outcome.
 */
export function auditStaffActions(record: RecordStaffAction) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const actor = request.staffActor;
    const permission = request.routeOptions.config.staffPermission;
    if (!actor || !permission || SAFE_METHODS.has(request.method)) return payload;
    const action: StaffAction = {
      actor,
      permission,
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      path: (request.url.split('?')[0] ?? request.url).slice(0, 2000),
      object: (request.params ?? {}) as Record<string, string>,
      before: kept(request.staffAuditBefore),
      request: kept(request.body),
      response: kept(payload),
      status: reply.statusCode,
      clientAddress: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    };
    try {
      await record(action);
    } catch (error) {
      request.log.error({ err: error, action }, 'staff action not written to the audit log');
    }
    return payload;
  };
}
