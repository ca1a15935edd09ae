import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  BigIdParamsSchema,
  pageOf,
} from '../../platform/schemas.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import type { BuyActionsService } from './actions-service.ts';
import {
  BuyActionSchema,
  BuyActionsQuerySchema,
  BuyProductDetailsSchema,
  BuyProductSchema,
  BuyProductsQuerySchema,
  CancelBodySchema,
  PerformBodySchema,
  RefundBodySchema,
  StatSchema,
  TimelineEventSchema,
} from './schemas.ts';
import type { OrdersService } from './service.ts';

const BUY = '/api/buy-and-ship/customer/buy-product/v1';
const ACTIONS = '/api/buy-and-ship/customer/buy-action/v1';
const errors = {
  401: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
  ...commonErrors,
};
const PerformResultSchema = z.object({ action: BuyActionSchema, buy_product: BuyProductSchema });

export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  actions: BuyActionsService;
  currentCustomer: CurrentCustomer;
}> = async (app, deps) => {
  const { orders, actions, currentCustomer } = deps;
  const tags = ['Buy products'];

  const customerId = async (request: FastifyRequest) => (await currentCustomer(request)).id;

  app.get(
    `${BUY}/list`,
    {
      schema: {
        tags,
        summary: 'The customer’s buy products, newest first; filter by status, order, text',
        querystring: BuyProductsQuerySchema,
        response: { 200: pageOf(BuyProductSchema), ...errors },
      },
    },
    async (request) => {
      const { status, order_id, search, page, per_page } = request.query;
      return orders.list(
        await customerId(request),
        { status, orderId: order_id, search },
        page,
        per_page,
      );
    },
  );

  app.get(
    `${BUY}/details/:id`,
    {
      schema: {
        tags,
        summary: 'A buy product with its order, timeline and pending action',
        params: BigIdParamsSchema,
        response: { 200: dataOf(BuyProductDetailsSchema), ...errors },
      },
    },
    async (request) => ({
      data: await orders.details(await customerId(request), request.params.id),
    }),
  );

  app.get(
    `${BUY}/stat`,
    {
      schema: {
        tags,
        summary: 'How many buy products the customer has in each status (for status tabs)',
        response: { 200: dataOf(StatSchema), ...errors },
      },
    },
    async (request) => ({ data: await orders.stat(await customerId(request)) }),
  );

  app.put(
    `${BUY}/:id/cancel`,
    {
      schema: {
        tags,
        summary:
          'Cancel a buy product, or some variations, while pending payment, purchasing or action needed',
        params: BigIdParamsSchema,
        body: CancelBodySchema,
        response: { 200: dataOf(BuyProductSchema), ...errors },
      },
    },
    async (request) => ({
      data: await orders.cancel(await customerId(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/tracking/customer/timeline/v1/buy-product/:id',
    {
      schema: {
        tags: ['Tracking'],
        summary: 'Every status change of a buy product: when, by whom, and why',
        params: BigIdParamsSchema,
        response: { 200: dataOf(z.array(TimelineEventSchema)), ...errors },
      },
    },
    async (request) => ({
      data: await orders.timeline(await customerId(request), request.params.id),
    }),
  );

  const actionTags = ['Buy actions'];
  app.get(
    `${ACTIONS}/list`,
    {
      schema: {
        tags: actionTags,
        summary: 'Actions needed on the customer’s buy products, newest first',
        querystring: BuyActionsQuerySchema,
        response: { 200: pageOf(BuyActionSchema), ...errors },
      },
    },
    async (request) => {
      const { status, buy_product_id, page, per_page } = request.query;
      return actions.list(
        await customerId(request),
        { status, buyProductId: buy_product_id },
        page,
        per_page,
      );
    },
  );

  app.get(
    `${ACTIONS}/:id`,
    {
      schema: {
        tags: actionTags,
        summary: 'One action',
        params: BigIdParamsSchema,
        response: { 200: dataOf(BuyActionSchema), ...errors },
      },
    },
    async (request) => ({
      data: await actions.find(await customerId(request), request.params.id),
    }),
  );

  app.post(
    `${ACTIONS}/:id/perform`,
    {
      schema: {
        tags: actionTags,
        summary: 'Decide: accept the new price/quantity, choose an alternative, or cancel the item',
        params: BigIdParamsSchema,
        body: PerformBodySchema,
        response: { 200: dataOf(PerformResultSchema), ...errors },
      },
    },
    async (request) => ({
      data: await actions.perform(await customerId(request), request.params.id, request.body),
    }),
  );

  app.post(
    `${ACTIONS}/:id/refund`,
    {
      config: { idempotent: true },
      schema: {
        tags: actionTags,
        summary: 'Ask for the money back instead: the product is refunded (Idempotency-Key)',
        params: BigIdParamsSchema,
        body: RefundBodySchema,
        response: { 200: dataOf(PerformResultSchema), ...errors },
      },
    },
    async (request) => ({
      data: await actions.refund(await customerId(request), request.params.id, request.body.reason),
    }),
  );
};
