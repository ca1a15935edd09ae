import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { IdentityContext } from '../context.ts';
import { sessionTokenExchanges } from '../database/tables.ts';
import { badRequest, notFound, requiredParameter } from '../errors.ts';
import { queryOf } from '../http/request-info.ts';
import { findIdentity } from '../identities/identity-repository.ts';
import { sha256 } from '../tokens.ts';
import { requireSession } from './current-session.ts';
import { requireHighestAvailableAal } from './required-aal.ts';
import {
  findActiveSession,
  listOtherSessions,
  revokeOtherSessions,
  revokeOwnSession,
} from './session-repository.ts';
import { sessionView } from './session-view.ts';
import { tokenize } from './tokenizer.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const PageQuery = z.object({
  per_page: z.coerce.number().int().min(1).max(1000).optional(),
  page: z.coerce.number().int().min(0).optional(),
  page_size: z.coerce.number().int().min(1).max(1000).optional(),
  page_token: z.string().optional(),
});

/** Page tokens are opaque to clients; ours encode an offset. */
const encodeToken = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
function decodeToken(token: string): number {
  const match = /^o:(\d+)$/.exec(Buffer.from(token, 'base64url').toString());
  if (!match) throw badRequest('The page_token is not valid.');
  return Number(match[1]);
}

export function registerSessionRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  // Kratos's `session.whoami.required_aal: highest_available` (its default), which also guards
  // listing the sessions: the commerce API trusts whoami, so once an identity has linked an
  // authenticator app its password alone no longer signs anyone in (docs/identity.md).
  app.get('/sessions/whoami', async (request, reply) => {
    const current = await requireSession(ctx, request);
    await requireHighestAvailableAal(ctx, current);
    const { tokenize_as: template } = queryOf(request);
    const view: Record<string, unknown> = sessionView(
      current.session,
      current.identity,
      ctx.config,
    );
    if (template) view.tokenized = await tokenize(ctx, current, template);
    reply.header('x-kratos-authenticated-identity-id', current.identity.id);
    return view;
  });

  // Two paging styles, as Kratos offers: legacy per_page/page and keyset page_size/page_token.
  app.get('/sessions', async (request, reply) => {
    const current = await requireSession(ctx, request);
    await requireHighestAvailableAal(ctx, current);
    const query = PageQuery.parse(request.query);
    const legacy = query.per_page !== undefined || query.page !== undefined;
    const limit = (legacy ? query.per_page : query.page_size) ?? 250;
    const offset = legacy
      ? Math.max(0, (query.page ?? 1) - 1) * limit
      : query.page_token
        ? decodeToken(query.page_token)
        : 0;
    const { rows, total } = await listOtherSessions(ctx.db, current.session, { offset, limit });
    const base = `${ctx.config.publicUrl}/sessions`;
    const links = legacy
      ? [`<${base}?page=1&per_page=${limit}>; rel="first"`]
      : [`<${base}?page_size=${limit}>; rel="first"`];
    if (offset + rows.length < total) {
      links.push(
        legacy
          ? `<${base}?page=${offset / limit + 2}&per_page=${limit}>; rel="next"`
          : `<${base}?page_size=${limit}&page_token=${encodeToken(offset + limit)}>; rel="next"`,
      );
    }
    reply.header('link', links.join(','));
    reply.header('x-total-count', String(total));
    return rows.map((session) => sessionView(session, current.identity, ctx.config));
  });

  app.delete('/sessions', async (request) => {
    const current = await requireSession(ctx, request);
    return { count: await revokeOtherSessions(ctx.db, current.session) };
  });

  app.delete<{ Params: { id: string } }>('/sessions/:id', async (request, reply) => {
    const current = await requireSession(ctx, request);
    const { id } = request.params;
    if (!id) throw requiredParameter('id');
    if (id === current.session.id) {
      throw badRequest('You can not revoke the session you are using; sign out instead.');
    }
    // Someone else's session looks exactly like a session that does not exist.
    if (!UUID.test(id) || !(await revokeOwnSession(ctx.db, current.identity.id, id))) {
      throw notFound('The session could not be found.');
    }
    return reply.status(204).send();
  });

  app.get('/sessions/token-exchange', async (request) => {
    const query = queryOf(request);
    if (!query.init_code) throw requiredParameter('init_code');
    if (!query.return_to_code) throw requiredParameter('return_to_code');
    const [exchange] = await ctx.db
      .select()
      .from(sessionTokenExchanges)
      .where(
        and(
          eq(sessionTokenExchanges.initCodeHash, sha256(query.init_code)),
          eq(sessionTokenExchanges.returnToCodeHash, sha256(query.return_to_code)),
          isNotNull(sessionTokenExchanges.sessionToken),
        ),
      );
    if (!exchange?.sessionToken) throw notFound('The session token exchange could not be found.');
    // One exchange per pair of codes: the row goes once the token is handed over.
    await ctx.db.delete(sessionTokenExchanges).where(eq(sessionTokenExchanges.id, exchange.id));
    const session = await findActiveSession(ctx.db, exchange.sessionToken);
    const identity = session ? await findIdentity(ctx.db, session.identityId) : null;
    if (!session || !identity) throw notFound('The session could not be found.');
    return {
      session_token: exchange.sessionToken,
      session: sessionView(session, identity, ctx.config),
    };
  });
}
