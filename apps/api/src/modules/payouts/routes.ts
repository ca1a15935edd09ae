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
  PayoutAccountBodySchema,
  PayoutAccountSchema,
  PayoutAccountsQuerySchema,
  PayoutGatewaySchema,
  PayoutRequestBodySchema,
  PayoutRequestSchema,
  PayoutRequestsQuerySchema,
} from './schemas.ts';
import type { PayoutsService } from './service.ts';

const tags = ['Wallet: payouts'];
const base = '/api/wallet/customer/wallet/v1';
const errors = { 401: ErrorResponseSchema, ...commonErrors };

export const payoutsRoutes: FastifyPluginAsyncZod<{
  service: PayoutsService;
  currentCustomer: CurrentCustomer;
  defaultRegionCode: string;
}> = async (app, { service, currentCustomer, defaultRegionCode }) => {
  app.get(
    `${base}/payout-gateways`,
    {
      schema: {
        tags,
        summary: 'How customers of the current region can be paid: limits, fee, account fields',
        response: { 200: dataOf(z.array(PayoutGatewaySchema)), ...commonErrors },
      },
    },
    async (request) => ({ data: [...service.gateways(request.regionCode ?? defaultRegionCode)] }),
  );

  app.get(
    `${base}/payout-accounts`,
    {
      schema: {
        tags,
        summary: 'The customer’s payout accounts, newest first',
        querystring: PayoutAccountsQuerySchema,
        response: { 200: pageOf(PayoutAccountSchema), ...errors },
      },
    },
    async (request) => {
      const customer = await currentCustomer(request);
      return service.accounts(customer.id, request.query.page, request.query.per_page);
    },
  );

  app.post(
    `${base}/payout-accounts`,
    {
      schema: {
        tags,
        summary: 'Add a payout account (its details checked against its gateway)',
        body: PayoutAccountBodySchema,
        response: { 201: dataOf(PayoutAccountSchema), ...errors },
      },
    },
    async (request, reply) => {
      const customer = await currentCustomer(request);
      reply.code(201);
      return { data: await service.addAccount(customer.id, request.body) };
    },
  );

  app.put(
    `${base}/payout-accounts/:id`,
    {
      schema: {
        tags,
        summary: 'Replace a payout account’s details (requests already made keep the old ones)',
        params: BigIdParamsSchema,
        body: PayoutAccountBodySchema,
        response: { 200: dataOf(PayoutAccountSchema), ...errors },
      },
    },
    async (request) => {
      const customer = await currentCustomer(request);
      return {
        data: await service.replaceAccount(customer.id, request.params.id, request.body),
      };
    },
  );

  app.delete(
    `${base}/payout-accounts/:id`,
    {
      schema: {
        tags,
        summary: 'Remove a payout account',
        params: BigIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const customer = await currentCustomer(request);
      await service.removeAccount(customer.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${base}/payout-requests`,
    {
      schema: {
        tags,
        summary: 'The customer’s payout requests, newest first',
        querystring: PayoutRequestsQuerySchema,
        response: { 200: pageOf(PayoutRequestSchema), ...errors },
      },
    },
    async (request) => {
      const customer = await currentCustomer(request);
      const { status, page, per_page } = request.query;
      return service.requests(customer.id, status, page, per_page);
    },
  );

  app.post(
    `${base}/payout-requests`,
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Ask to be paid from the wallet; the amount is held at once (Idempotency-Key)',
        body: PayoutRequestBodySchema,
        response: {
          201: dataOf(PayoutRequestSchema),
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const customer = await currentCustomer(request);
      reply.code(201);
      return { data: await service.requestPayout(customer.id, request.body) };
    },
  );

  app.put(
    `${base}/payout-requests/:id/cancel`,
    {
      schema: {
        tags,
        summary: 'Cancel a pending payout request; its amount returns to the wallet',
        params: BigIdParamsSchema,
        response: { 200: dataOf(PayoutRequestSchema), 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await currentCustomer(request);
      return { data: await service.cancel(customer.id, request.params.id) };
    },
  );
};
