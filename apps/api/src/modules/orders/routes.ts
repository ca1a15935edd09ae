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
import type { AddressesService } from '../addresses/index.ts';
import { createCallerOf, type CurrentCustomer } from '../customers/index.ts';
import type { RegionsService } from '../regions/index.ts';
import {
  CourierOptionSchema,
  CourierOptionsBodySchema,
  InternationalOptionSchema,
  InternationalOptionsBodySchema,
} from '../shipping-rates/index.ts';
import type { ShippingRatesService } from '../shipping-rates/index.ts';
import type { BuyActionsService } from './actions-service.ts';
import {
  BuyActionSchema,
  BuyActionsQuerySchema,
  BuyProductDetailsSchema,
  BuyProductSchema,
  BuyProductsQuerySchema,
  CancelBodySchema,
  CheckoutBodySchema,
  CheckoutSummarySchema,
  CloneBodySchema,
  CloneResultSchema,
  OrderSchema,
  PerformBodySchema,
  RefundBodySchema,
  StatSchema,
  TimelineEventSchema,
} from './schemas.ts';
import type { OrdersService } from './service.ts';

const BUY = '/api/buy-and-ship/customer/buy-product/v1';
const ACTIONS = '/api/buy-and-ship/customer/buy-action/v1';
const COURIER = '/api/courier/customer/option/v1';
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
  addresses: AddressesService;
  shipping: ShippingRatesService;
  regions: RegionsService;
  currentCustomer: CurrentCustomer;
}> = async (app, deps) => {
  const { orders, actions, currentCustomer } = deps;
  const tags = ['Buy products'];

  const callerOf = createCallerOf(currentCustomer);
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

  app.post(
    `${BUY}/checkout/batch`,
    {
      schema: {
        tags,
        summary:
          'Price a checkout of selected cart items: subtotal, coupon, shipping estimate (places nothing)',
        body: CheckoutBodySchema,
        response: { 200: dataOf(CheckoutSummarySchema), ...errors },
      },
    },
    async (request) => ({ data: await orders.preview(await callerOf(request), request.body) }),
  );

  app.post(
    `${BUY}/place-order`,
    {
      schema: {
        tags,
        summary:
          'Place one order from selected cart items: buy products, coupon, unpaid invoice; items leave the cart',
        body: CheckoutBodySchema,
        response: { 201: dataOf(OrderSchema), ...errors },
      },
    },
    async (request, reply) => {
      const order = await orders.place(await callerOf(request), request.body);
      reply.code(201);
      return { data: order };
    },
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

  app.post(
    `${BUY}/clone-order`,
    {
      schema: {
        tags,
        summary: 'Put products of a past order back into the cart',
        body: CloneBodySchema,
        response: { 200: dataOf(CloneResultSchema), ...errors },
      },
    },
    async (request) => ({
      data: await orders.clone(
        await callerOf(request),
        request.body.order_id,
        request.body.product_ids,
      ),
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
      schema: {
        tags: actionTags,
        summary: 'Ask for the money back instead: the product is refunded',
        params: BigIdParamsSchema,
        body: RefundBodySchema,
        response: { 200: dataOf(PerformResultSchema), ...errors },
      },
    },
    async (request) => ({
      data: await actions.refund(await customerId(request), request.params.id, request.body.reason),
    }),
  );

  const courierTags = ['Courier'];
  app.post(
    `${COURIER}/options`,
    {
      schema: {
        tags: courierTags,
        summary: 'Local couriers from our destination warehouse to an address, priced by weight',
        body: CourierOptionsBodySchema,
        response: { 200: dataOf(z.array(CourierOptionSchema)), ...errors },
      },
    },
    async (request) => {
      const id = await customerId(request);
      const address = await deps.addresses.find(id, request.body.shipping_address_id);
      const parcel = await orders.parcelOf(id, request.body.product_ids);
      return {
        data: await deps.shipping.courierOptions(
          address.country_code,
          parcel.weightGrams,
          request.body.delivery_option,
        ),
      };
    },
  );

  app.post(
    `${COURIER}/international-options`,
    {
      schema: {
        tags: courierTags,
        summary: 'International shipping methods for products travelling together, priced',
        body: InternationalOptionsBodySchema,
        response: { 200: dataOf(z.array(InternationalOptionSchema)), ...errors },
      },
    },
    async (request) => {
      const id = await customerId(request);
      const region = await deps.regions.currentRegion(request.body.region);
      await deps.addresses.find(id, request.body.shipping_address_id);
      const parcel = await orders.parcelOf(id, request.body.shipment_product_ids);
      return {
        data: await deps.shipping.internationalOptions(
          region.code,
          parcel.weightGrams,
          parcel.shippingCategoryId,
        ),
      };
    },
  );
};
