import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { IdentityContext } from '../context.ts';
import { impersonationGrants, sessions } from '../database/tables.ts';
import { badRequest, KratosError, notFound } from '../errors.ts';
import { setSessionCookie } from '../http/cookies.ts';
import { clientDevice, queryOf } from '../http/request-info.ts';
import { findIdentity } from '../identities/identity-repository.ts';
import { randomToken, sha256 } from '../tokens.ts';
import { currentSession } from './current-session.ts';
import { issueSession } from './session-repository.ts';
import { sessionView } from './session-view.ts';

/** How long a grant waits to be opened, and how long the support session lasts. */
export const GRANT_TTL_MS = 5 * 60_000;
export const IMPERSONATION_SESSION_MS = 30 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const GrantBody = z.strictObject({
  staff: z.string().trim().min(1).max(100),
  reason: z.string().trim().min(3).max(500),
});

/** Requests that change nothing: everything else is refused in an impersonation session. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const readOnlySession = () =>
  new KratosError(
    403,
    'Forbidden',
    'This session is read-only: support is viewing the account',
    'An impersonation session cannot change anything; sign out to end it.',
    'session_read_only',
  );

/**
 * Support's view of a customer (spec §6 "impersonate sessions by-user"). The admin API (own
 * port, 127.0.0.1) makes a one-time grant for an identity; the support agent opens its link
 * in a browser, which redeems it once for a short session cookie. That session shows the
 * identity with `metadata_public.is_impersonate_identity = true` and cannot change anything
 * here (every unsafe request is refused); the commerce API refuses and audits its writes.
 */
export function registerImpersonationAdminRoutes(app: FastifyInstance, ctx: IdentityContext) {
  app.post<{ Params: { id: string } }>(
    '/admin/identities/:id/impersonation',
    async (request, reply) => {
      const { id } = request.params;
      if (!UUID.test(id) || !(await findIdentity(ctx.db, id))) {
        throw notFound('The identity could not be found.');
      }
      const parsed = GrantBody.safeParse(request.body);
      if (!parsed.success)
        throw badRequest('staff (1–100 characters) and reason (3–500) are required.');
      const code = randomToken('ory_ic_', 32);
      const expiresAt = new Date(Date.now() + GRANT_TTL_MS);
      await ctx.db.insert(impersonationGrants).values({
        codeHash: sha256(code),
        identityId: id,
        staff: parsed.data.staff,
        reason: parsed.data.reason,
        expiresAt,
      });
      return reply.status(201).send({
        redeem_url: `${ctx.config.publicUrl}/self-service/impersonation/browser?code=${code}`,
        expires_at: expiresAt.toISOString(),
      });
    },
  );

  // Kratos's listIdentitySessions, with who opened each support session.
  app.get<{ Params: { id: string } }>('/admin/identities/:id/sessions', async (request) => {
    const { id } = request.params;
    const identity = UUID.test(id) ? await findIdentity(ctx.db, id) : null;
    if (!identity) throw notFound('The identity could not be found.');
    const rows = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.identityId, id))
      .orderBy(desc(sessions.issuedAt))
      .limit(100);
    return rows.map((row) => ({
      ...sessionView(row, identity, ctx.config),
      impersonated_by: row.impersonatedBy,
    }));
  });
}

export function registerImpersonationRoutes(app: FastifyInstance, ctx: IdentityContext) {
  // Support sessions change nothing: not settings, not other sessions, not a new sign-in.
  app.addHook('preHandler', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const current = await currentSession(ctx, request);
    if (current?.session.impersonatedBy) throw readOnlySession();
  });

  app.get('/self-service/impersonation/browser', async (request, reply) => {
    const { code } = queryOf(request);
    if (!code) throw badRequest('The impersonation link has no code.');
    const now = new Date();
    // Redeemed once: the update that marks it used is the check.
    const [grant] = await ctx.db
      .update(impersonationGrants)
      .set({ usedAt: now, updatedAt: now })
      .where(
        and(
          eq(impersonationGrants.codeHash, sha256(code)),
          isNull(impersonationGrants.usedAt),
          gt(impersonationGrants.expiresAt, now),
        ),
      )
      .returning();
    if (!grant) {
      throw new KratosError(
        410,
        'Gone',
        'The impersonation link was used already or has expired',
        'Ask for a new link from the back office.',
        'impersonation_link_invalid',
      );
    }
    const issued = await issueSession(ctx.db, {
      identityId: grant.identityId,
      method: 'impersonation',
      lifespanMs: IMPERSONATION_SESSION_MS,
      device: clientDevice(request),
      impersonatedBy: grant.staff,
    });
    await ctx.db
      .update(impersonationGrants)
      .set({ sessionId: issued.session.id })
      .where(eq(impersonationGrants.id, grant.id));
    ctx.log.warn(
      { identity: grant.identityId, staff: grant.staff, reason: grant.reason },
      'impersonation session opened',
    );
    setSessionCookie(reply, ctx.config, issued.token, issued.session.expiresAt);
    return reply.redirect(`${ctx.config.uiUrl}/dashboard`, 303);
  });
}
