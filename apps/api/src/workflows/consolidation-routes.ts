import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConsolidationBodySchema,
  ConsolidationSchema,
  ConsolidationsQuerySchema,
  ReceiveBodySchema,
  SHIPMENT_BASE,
  SHIPMENT_STAFF_BASE,
  StaffConsolidationSchema,
  StaffConsolidationsQuerySchema,
} from '../modules/shipments/index.ts';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  pageOf,
} from '../platform/schemas.ts';
import { consolidationWorkflows } from './consolidate-parcels.ts';
import type { WorkflowServices } from './services.ts';

const tags = ['Ship For Me: consolidation'];
const errors = {
  401: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
  ...commonErrors,
};

/** The customer's boxes: ask, see the saving, confirm or cancel. */
export const consolidationRoutes: FastifyPluginAsyncZod<{ services: WorkflowServices }> = async (
  app,
  { services },
) => {
  const flows = consolidationWorkflows(services);
  const customerId = async (request: Parameters<WorkflowServices['currentCustomer']>[0]) =>
    (await services.currentCustomer(request)).id;

  app.post(
    `${SHIPMENT_BASE}/consolidations`,
    {
      schema: {
        tags,
        summary:
          'Ship several parcels waiting in our warehouse as one box: their invoices are withdrawn until staff repack it',
        body: ConsolidationBodySchema,
        response: { 201: dataOf(ConsolidationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await flows.request.run({
        customerId: await customerId(request),
        ids: request.body.shipment_product_ids,
      });
      reply.code(201);
      return { data };
    },
  );

  app.get(
    `${SHIPMENT_BASE}/consolidations`,
    {
      schema: {
        tags,
        summary: 'Your consolidations, newest first',
        querystring: ConsolidationsQuerySchema,
        response: {
          200: pageOf(ConsolidationSchema),
          ...errors,
        },
      },
    },
    async (request) => services.consolidations.page(await customerId(request), request.query),
  );

  app.get(
    `${SHIPMENT_BASE}/consolidations/:id`,
    {
      schema: {
        tags,
        summary: 'One consolidation: its parcels, the box and the saving',
        params: BigIdParamsSchema,
        response: { 200: dataOf(ConsolidationSchema), ...errors },
      },
    },
    async (request) => ({
      data: await services.consolidations.find(await customerId(request), request.params.id),
    }),
  );

  for (const [action, summary] of [
    ['confirm', 'Accept the repacked box and its price: raises one invoice for all its parcels'],
    ['cancel', 'Ship the parcels separately after all: each gets its own invoice back'],
  ] as const) {
    app.post(
      `${SHIPMENT_BASE}/consolidations/:id/${action}`,
      {
        schema: {
          tags,
          summary,
          params: BigIdParamsSchema,
          response: { 200: dataOf(ConsolidationSchema), ...errors },
        },
      },
      async (request) => ({
        data: await flows[action].run({
          customerId: await customerId(request),
          id: request.params.id,
        }),
      }),
    );
  }
};

/** Staff's queue of boxes to repack, and recording the repacked box. */
export const consolidationStaffRoutes: FastifyPluginAsyncZod<{
  services: WorkflowServices;
}> = async (app, { services }) => {
  const flows = consolidationWorkflows(services);
  app.get(
    `${SHIPMENT_STAFF_BASE}/consolidations`,
    {
      schema: {
        tags: ['Staff: Ship For Me'],
        summary: 'Consolidations by status, oldest first (default: waiting to be repacked)',
        querystring: StaffConsolidationsQuerySchema,
        response: { 200: pageOf(StaffConsolidationSchema), ...commonErrors },
      },
    },
    async (request) => services.consolidations.page(undefined, request.query),
  );

  app.put(
    `${SHIPMENT_STAFF_BASE}/consolidations/:id/repack`,
    {
      schema: {
        tags: ['Staff: Ship For Me'],
        summary: 'Record the repacked box’s weight, size and photos; prices it for the customer',
        params: BigIdParamsSchema,
        body: ReceiveBodySchema,
        response: {
          200: dataOf(StaffConsolidationSchema),
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => ({
      data: await flows.repack.run({ id: request.params.id, body: request.body }),
    }),
  );
};
