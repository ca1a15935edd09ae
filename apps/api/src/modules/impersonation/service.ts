import { NotFound } from '../../platform/errors.ts';
import type { CustomersRepository } from '../customers/index.ts';
import type { IdentityAdmin } from './identity-admin.ts';
import type { ImpersonationRepository } from './repository.ts';

/** Support's read-only view of a customer: grants, their sessions, and what they were refused. */
export function createImpersonationService(deps: {
  repository: ImpersonationRepository;
  customers: Pick<CustomersRepository, 'findById'>;
  identityAdmin: IdentityAdmin;
}) {
  async function identityOf(customerId: number): Promise<string> {
    const customer = await deps.customers.findById(customerId);
    if (!customer) throw new NotFound(`Customer ${customerId}`);
    return customer.identityId;
  }

  return {
    /** `staff`: the signed-in staff member (or machine) asking, kept with the session. */
    async grant(body: { customer_id: number; reason: string }, staff: string) {
      return deps.identityAdmin.grant(await identityOf(body.customer_id), staff, body.reason);
    },

    async sessionsByUser(customerId: number) {
      const identityId = await identityOf(customerId);
      const [sessions, refused] = await Promise.all([
        deps.identityAdmin.sessions(identityId),
        deps.repository.refusedOf(identityId, 100),
      ]);
      return {
        sessions: sessions.flatMap((s) =>
          s.impersonated_by
            ? [
                {
                  id: s.id,
                  active: s.active,
                  issued_at: s.issued_at,
                  expires_at: s.expires_at,
                  impersonated_by: s.impersonated_by,
                },
              ]
            : [],
        ),
        refused_writes: refused.map((r) => ({
          session_id: r.sessionId,
          method: r.method,
          path: r.path,
          at: r.createdAt.toISOString(),
        })),
      };
    },

    recordRefused: deps.repository.recordRefused,
  };
}

export type ImpersonationService = ReturnType<typeof createImpersonationService>;
