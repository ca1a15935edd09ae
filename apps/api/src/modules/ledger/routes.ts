import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, dataOf, ErrorResponseSchema } from '../../platform/schemas.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import { WalletBalanceSchema } from './schemas.ts';
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
};
