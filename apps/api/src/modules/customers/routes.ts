import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrors, dataOf, ErrorResponseSchema } from '../../platform/schemas.ts';
import {
  CheckExistenceBodySchema,
  CheckExistenceResponseSchema,
  CustomerSchema,
  SyncIdentityBodySchema,
} from './schemas.ts';
import type { CustomersService } from './service.ts';

const tags = ['Customers'];

export const customersRoutes: FastifyPluginAsyncZod<{
  service: CustomersService;
  /**
   * After a sync: the customer's notification subscriber id, adopting the identity's public
   * metadata one (modules/index.ts wires the notifications module).
   */
  subscriberOf?: (
    customerId: number,
    fromIdentity: string | undefined,
    /** The web's language (NEXT_LOCALE), the first notification language of a new customer. */
    locale: 'en' | 'bn' | undefined,
  ) => Promise<string>;
}> = async (app, { service, subscriberOf }) => {
  app.post(
    '/api/user/customer/sync/v1/sync-identity',
    {
      // A support session gets this route's own answer: 412, nothing synced (spec §7).
      config: { allowWhileImpersonating: true },
      schema: {
        tags,
        summary: 'Mirror the signed-in identity into the commerce API (call after a session loads)',
        body: SyncIdentityBodySchema,
        response: {
          200: dataOf(CustomerSchema),
          401: ErrorResponseSchema,
          412: ErrorResponseSchema,
          503: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => {
      const session = await request.identitySession();
      const customer = await service.syncIdentity(session);
      const fromIdentity = session?.identity.metadata_public?.notification_subscriber_id;
      const cookie = request.cookies.NEXT_LOCALE;
      const locale = cookie === 'bn' || cookie === 'en' ? cookie : undefined;
      const subscriber = await subscriberOf?.(customer.id, fromIdentity, locale);
      return { data: { ...customer, notification_subscriber_id: subscriber } };
    },
  );

  app.post(
    '/api/user/customer/identity/v1/check-existence',
    {
      config: {
        // Reads only: a support session may call it too.
        allowWhileImpersonating: true,
        rateLimit: { max: 20, timeWindow: 60_000 },
      },
      schema: {
        tags,
        summary: 'Whether a customer with this email or phone exists (rate limited per IP)',
        body: CheckExistenceBodySchema,
        response: { 200: CheckExistenceResponseSchema, 429: ErrorResponseSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: { exists: await service.exists(request.body) } }),
  );
};
