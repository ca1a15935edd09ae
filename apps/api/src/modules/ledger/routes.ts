import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  pageOf,
} from '../../platform/schemas.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import {
  WalletBalanceSchema,
  WalletTransactionSchema,
  WalletTransactionsQuerySchema,
} from './schemas.ts';
import type { LedgerService } from './service.ts';

const tags = ['Wallet'];
const base = '/api/wallet/customer/wallet/v1';
const errors = { 401: ErrorResponseSchema, ...commonErrors };

export const walletBalanceRoutes: FastifyPluginAsyncZod<{
  service: LedgerService;
  currentCustomer: CurrentCustomer;
}> = async (app, { service, currentCustomer }) => {
  app.get(
    `${base}/balance`,
    {
      schema: {
        tags,
        summary: 'The signed-in customer’s wallet balance per currency (empty before any money)',
        response: { 200: dataOf(z.array(WalletBalanceSchema)), ...errors },
      },
    },
    async (request) => ({
      data: await service.walletBalances((await currentCustomer(request)).id),
    }),
  );

  app.get(
    `${base}/:id/transactions`,
    {
      schema: {
        tags,
        summary: 'The history of one of the customer’s wallets, newest first',
        params: BigIdParamsSchema,
        querystring: WalletTransactionsQuerySchema,
        response: { 200: pageOf(WalletTransactionSchema), ...errors },
      },
    },
    async (request) => {
      const customer = await currentCustomer(request);
      const { page, per_page } = request.query;
      return service.walletTransactions(customer.id, request.params.id, page, per_page);
    },
  );
};
