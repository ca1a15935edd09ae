import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { z } from 'zod';
import type { StaffAction } from '../../platform/staff-audit.ts';
import type { StaffActor, StaffDirectory } from '../../platform/staff-auth.ts';
import type { SecondFactorLock } from '@crossport/db/second-factor-locks';
import type {
  NewAuditEntry,
  StaffAuditRow,
  StaffMemberRow,
  StaffRepository,
} from './repository.ts';
import type {
  AuditLogFilter,
  StaffAuditEntrySchema,
  StaffMeSchema,
  StaffMemberBody,
  StaffMemberSchema,
} from './schemas.ts';

type StaffMember = z.infer<typeof StaffMemberSchema>;
type StaffAuditEntry = z.infer<typeof StaffAuditEntrySchema>;

function toMember(row: StaffMemberRow): StaffMember {
  return {
    identity_id: row.identityId,
    email: row.email,
    roles: row.roles,
    active: row.active,
    updated_by: row.updatedBy,
    updated_at: row.updatedAt.toISOString(),
  };
}

function toEntry(row: StaffAuditRow): StaffAuditEntry {
  return {
    id: row.id,
    occurred_at: row.occurredAt.toISOString(),
    actor: {
      kind: row.actorKind,
      identity_id: row.actorIdentityId,
      email: row.actorEmail,
      roles: row.actorRoles,
    },
    permission: row.permission,
    method: row.method,
    route: row.route,
    path: row.path,
    object: row.object,
    before: row.before,
    request: row.request,
    response: row.response,
    status: row.status,
    client_address: row.clientAddress,
    user_agent: row.userAgent,
  };
}

/** A spreadsheet must not run what a customer typed: cells starting like a formula are quoted. */
const FORMULA_START = /^[=+\-@\t\r]/;
const safeCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

const CSV_COLUMNS = [
  'id',
  'occurred_at',
  'actor',
  'roles',
  'permission',
  'method',
  'path',
  'object',
  'status',
  'client_address',
  'before',
  'request',
  'response',
] as const;

function csvRecord(row: StaffAuditRow): Record<(typeof CSV_COLUMNS)[number], string> {
  const json = (value: unknown) => (value === null ? '' : JSON.stringify(value));
  return {
    id: String(row.id),
    occurred_at: row.occurredAt.toISOString(),
    actor: safeCell(row.actorKind === 'machine' ? 'machine' : (row.actorEmail ?? '')),
    roles: row.actorRoles.join(' '),
    permission: row.permission,
    method: row.method,
    path: safeCell(row.path),
    object: safeCell(json(row.object)),
    status: String(row.status),
    client_address: row.clientAddress,
    before: safeCell(json(row.before)),
    request: safeCell(json(row.request)),
    response: safeCell(json(row.response)),
  };
}

/** Locks reported per run of the job; the rest wait a minute for the next. */
const LOCKS_PER_RUN = 100;

/**
 * A staff member's second factor locked by the identity service, as an audit entry: the actor
 * is the member whose signed-in session guessed (someone who has their password, or they
 * themselves), the "request" the identity service's flow that locked, status 429.
 */
function lockEntry(lock: SecondFactorLock, member: StaffMemberRow): NewAuditEntry {
  const route = `/self-service/${lock.flowKind}`;
  return {
    occurredAt: lock.lockedAt,
    actorKind: 'staff',
    actorIdentityId: lock.identityId,
    actorEmail: member.email,
    actorRoles: member.roles,
    permission: 'staff.self',
    method: 'POST',
    route,
    path: `${route}?flow=${lock.flowId}`,
    object: { identity_id: lock.identityId, second_factor_lock_id: lock.id },
    before: null,
    request: { method: lock.factor, wrong_codes: lock.wrongGuesses },
    response: {
      error: { id: 'rate_limit_exceeded', reason: 'second factor locked' },
      locked_until: lock.lockedUntil.toISOString(),
    },
    status: 429,
    clientAddress: lock.clientAddress.slice(0, 64),
    userAgent: lock.userAgent.slice(0, 500) || null,
  };
}

export function createStaffService(repository: StaffRepository) {
  return {
    /** The staff guard's view of membership: active members only. */
    directory: {
      async activeMember(identityId) {
        const row = await repository.member(identityId);
        return row?.active ? { email: row.email, roles: row.roles } : null;
      },
    } satisfies StaffDirectory,

    async recordAction(action: StaffAction): Promise<void> {
      await repository.appendAudit({
        actorKind: action.actor.kind,
        actorIdentityId: action.actor.identityId,
        actorEmail: action.actor.email,
        actorRoles: action.actor.roles,
        permission: action.permission,
        method: action.method,
        route: action.route,
        path: action.path,
        object: action.object,
        before: action.before,
        request: action.request,
        response: action.response,
        status: action.status,
        clientAddress: action.clientAddress,
        userAgent: action.userAgent,
      });
    },

    /**
     * Copies the second-factor locks the identity service recorded into the audit log, one
     * entry per lock of a staff member (other identities' locks are only marked as seen).
     * Run every minute by the `record-second-factor-locks` job; returns the locks taken.
     */
    recordSecondFactorLocks(): Promise<number> {
      return repository.reportSecondFactorLocks(LOCKS_PER_RUN, (lock, member) =>
        member ? lockEntry(lock, member) : null,
      );
    },

    me(actor: StaffActor): z.infer<typeof StaffMeSchema> {
      return {
        kind: actor.kind,
        identity_id: actor.identityId,
        email: actor.email,
        roles: actor.roles,
        permissions: [...actor.permissions],
      };
    },

    async members(query: { q?: string; page: number; per_page: number }) {
      const { rows, total } = await repository.members(
        query.q,
        query.per_page,
        (query.page - 1) * query.per_page,
      );
      return {
        data: rows.map(toMember),
        pagination: { page: query.page, per_page: query.per_page, total },
      };
    },

    async member(identityId: string): Promise<StaffMember | null> {
      const row = await repository.member(identityId);
      return row ? toMember(row) : null;
    },

    /** Adds, changes or deactivates a member; `by` is who did it (an admin's email, `demo`). */
    async setMember(identityId: string, body: StaffMemberBody, by: string): Promise<StaffMember> {
      return toMember(
        await repository.upsertMember({
          identityId,
          email: body.email,
          roles: body.roles,
          active: body.active,
          updatedBy: by,
        }),
      );
    },

    async auditPage(filter: AuditLogFilter, query: { page: number; per_page: number }) {
      const { rows, total } = await repository.auditPage(
        filter,
        query.per_page,
        (query.page - 1) * query.per_page,
      );
      return {
        data: rows.map(toEntry),
        pagination: { page: query.page, per_page: query.per_page, total },
      };
    },

    /** The filtered log as CSV, newest first, streamed in batches (no size limit in memory). */
    auditCsv(filter: AuditLogFilter): Readable {
      const csv = stringify({ header: true, columns: [...CSV_COLUMNS] });
      async function* records() {
        for await (const rows of repository.auditBatches(filter, 500)) yield* rows.map(csvRecord);
      }
      const source = Readable.from(records());
      source.on('error', (error) => csv.destroy(error));
      return source.pipe(csv);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
