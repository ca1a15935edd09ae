import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  BigIdParamsSchema,
  pageOf,
} from '../../platform/schemas.ts';
import type { BuyActionsService } from './actions-service.ts';
import {
  BuyActionSchema,
  BuyProductSchema,
  CreateActionBodySchema,
  StaffBuyProductSchema,
  StaffBuyProductsQuerySchema,
  TransitionBodySchema,
} from './schemas.ts';
import type { OrdersService, StaffMoveListener } from './service.ts';

const tags = ['Staff: buy products'];
const errors = { 409: ErrorResponseSchema, ...commonErrors };

/**
 * Back-office moves on buy products. Registered inside the staff scope
 * (platform/staff-api.ts), which checks the caller and the permission before anything else.
 */
export const ordersStaffRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  actions: BuyActionsService;
  /** The customer's notice of a move or a raised action (modules/index.ts). */
  onMoved?: StaffMoveListener;
}> = async (app, { orders, actions, onMoved }) => {
  app.post(
    '/api/buy-and-ship/admin/buy-product/v1/buy-products/:id/transition',
    {
      schema: {
        tags,
        summary: 'Move a buy product along the state machine (409 when the move is not allowed)',
        params: BigIdParamsSchema,
        body: TransitionBodySchema,
        response: { 200: dataOf(BuyProductSchema), ...errors },
      },
    },
    async (request) => ({
      data: await orders.staffTransition(
        request.params.id,
        request.body.status,
        request.body.note,
        request.body.override_unpaid_invoice,
        onMoved,
        request.body.purchase,
      ),
    }),
  );

  app.get(
    '/api/buy-and-ship/admin/buy-product/v1/buy-products',
    {
      schema: {
        tags,
        summary: "Every customer's buy products by status, oldest first (purchasing's queue)",
        querystring: StaffBuyProductsQuerySchema,
        response: { 200: pageOf(StaffBuyProductSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { page, per_page, ...filter } = request.query;
      return orders.staffPage(filter, page, per_page);
    },
  );

  app.post(
    '/api/buy-and-ship/admin/buy-action/v1/actions',
    {
      schema: {
        tags,
        summary: 'Raise an action the customer must decide on; the product becomes action needed',
        body: CreateActionBodySchema,
        response: { 201: dataOf(BuyActionSchema), ...errors },
      },
    },
    async (request, reply) => {
      const action = await actions.create(request.body, onMoved);
      reply.code(201);
      return { data: action };
    },
  );
};
