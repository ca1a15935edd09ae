import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  SerialIdParam,
} from '../../platform/schemas.ts';
import { WalletBalanceSchema } from './schemas.ts';
import type { LedgerService } from './service.ts';

const CreditBodySchema = z.strictObject({
  amount: z.strictObject({
    amount: z.number().int().min(1).max(100_000_000_00),
    currency: z.string().regex(/^[A-Z]{3}$/),
  }),
  /**
   * What the money is (a bank deposit slip, a goodwill credit): it names the ledger entry, so
   * sending the same reference again credits once.
   */
  reference: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\x21-\x7e]+$/),
});

/**
 * Back-office credit of a customer's wallet with money received outside the site (cash, a
 * deposit at our bank). Idempotent by `reference`: a double click credits once, and the same
 * reference with another amount is 409.
 */
export const ledgerStaffRoutes: FastifyPluginAsyncZod<{ ledger: LedgerService }> = async (
  app,
  { ledger },
) => {
  app.post(
    '/api/wallet/admin/wallet/v1/customers/:customer_id/credit',
    {
      schema: {
        tags: ['Staff: wallet'],
        summary: 'Credit a customer’s wallet with money received outside the site',
        params: z.strictObject({ customer_id: SerialIdParam }),
        body: CreditBodySchema,
        response: { 200: dataOf(WalletBalanceSchema), 409: ErrorResponseSchema, ...commonErrors },
      },
    },
    async (request) => ({
      data: await ledger.creditWallet(
        request.params.customer_id,
        request.body.amount,
        request.body.reference,
      ),
    }),
  );
};
