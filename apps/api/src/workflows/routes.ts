import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, dataOf, ErrorResponseSchema } from '../platform/schemas.ts';
import { createCallerOf } from '../modules/customers/index.ts';
import {
  CheckoutBodySchema,
  CheckoutSummarySchema,
  CloneBodySchema,
  CloneResultSchema,
  OrderSchema,
} from '../modules/orders/index.ts';
import {
  CourierOptionSchema,
  CourierOptionsBodySchema,
  InternationalOptionSchema,
  InternationalOptionsBodySchema,
} from '../modules/shipping-rates/index.ts';
import { buyAgainWorkflow } from './buy-again.ts';
import { closeAccountRoutes } from './close-account.ts';
import { paymentRoutes } from './payment-routes.ts';
import { placeOrderWorkflow } from './place-order.ts';
import { previewCheckoutWorkflow } from './preview-checkout.ts';
import { quoteCourierWorkflow, quoteInternationalWorkflow } from './quote-courier.ts';
import { consolidationRoutes } from './consolidation-routes.ts';
import { landedCostRoutes } from './landed-cost.ts';
import { parcelRequestRoutes } from './parcel-requests.ts';
import { claimRoutes } from './claims.ts';
import { rfqWorkflowRoutes } from './rfq.ts';
import { disputeRoutes } from './disputes.ts';
import { deliveryRequestRoutes } from './delivery-requests.ts';
import { shippingCartRoutes } from './shipping-cart.ts';
import { shipmentRequestRoutes } from './ship-for-me-parcels.ts';
import { shipForMeRoutes } from './ship-for-me.ts';
import type { WorkflowServices } from './services.ts';
import { trackRoutes } from '../reads/index.ts';

const BUY = '/api/buy-and-ship/customer/buy-product/v1';
const COURIER = '/api/courier/customer/option/v1';
const errors = {
  401: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
  ...commonErrors,
};

/** The HTTP doors of the workflows: each handler reads its validated body and runs one. */
export const workflowRoutes: FastifyPluginAsyncZod<{ services: WorkflowServices }> = async (
  app,
  { services },
) => {
  const previewCheckout = previewCheckoutWorkflow(services);
  const placeOrder = placeOrderWorkflow(services);
  const buyAgain = buyAgainWorkflow(services);
  const quoteCourier = quoteCourierWorkflow(services);
  const quoteInternational = quoteInternationalWorkflow(services);
  const tags = ['Buy products'];
  const courierTags = ['Courier'];

  const callerOf = createCallerOf(services.currentCustomer);
  await app.register(paymentRoutes, { services });
  await app.register(shipForMeRoutes, { services });
  await app.register(shipmentRequestRoutes, { services });
  await app.register(deliveryRequestRoutes, { services });
  // A read, not a workflow; registered here so it keeps its place among the customer routes.
  await app.register(trackRoutes, { services });
  await app.register(shippingCartRoutes, { services });
  await app.register(consolidationRoutes, { services });
  await app.register(landedCostRoutes, { services });
  await app.register(parcelRequestRoutes, { services });
  await app.register(claimRoutes, { services });
  await app.register(rfqWorkflowRoutes, { services });
  await app.register(disputeRoutes, { services });
  await app.register(closeAccountRoutes, { services });

  app.post(
    `${BUY}/checkout/batch`,
    {
      // Reads only: a support session may call it too.
      config: { allowWhileImpersonating: true },
      schema: {
        tags,
        summary:
          'Price a checkout of selected cart items: subtotal, coupon, shipping estimate (places nothing)',
        body: CheckoutBodySchema,
        response: { 200: dataOf(CheckoutSummarySchema), ...errors },
      },
    },
    async (request) => ({
      data: await previewCheckout.run({ caller: await callerOf(request), body: request.body }),
    }),
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
      const order = await placeOrder.run({ caller: await callerOf(request), body: request.body });
      reply.code(201);
      return { data: order };
    },
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
      data: await buyAgain.run({
        caller: await callerOf(request),
        orderId: request.body.order_id,
        productIds: request.body.product_ids,
      }),
    }),
  );

  app.post(
    `${COURIER}/options`,
    {
      // Reads only: a support session may call it too.
      config: { allowWhileImpersonating: true },
      schema: {
        tags: courierTags,
        summary: 'Local couriers from our destination warehouse to an address, priced by weight',
        body: CourierOptionsBodySchema,
        response: { 200: dataOf(z.array(CourierOptionSchema)), ...errors },
      },
    },
    async (request) => ({
      data: await quoteCourier.run({
        customerId: (await services.currentCustomer(request)).id,
        shippingAddressId: request.body.shipping_address_id,
        productIds: request.body.product_ids,
        shipmentProductIds: request.body.shipment_product_ids,
        deliveryOption: request.body.delivery_option,
      }),
    }),
  );

  app.post(
    `${COURIER}/international-options`,
    {
      // Reads only: a support session may call it too.
      config: { allowWhileImpersonating: true },
      schema: {
        tags: courierTags,
        summary: 'International shipping methods for products travelling together, priced',
        body: InternationalOptionsBodySchema,
        response: { 200: dataOf(z.array(InternationalOptionSchema)), ...errors },
      },
    },
    async (request) => ({
      data: await quoteInternational.run({
        customerId: (await services.currentCustomer(request)).id,
        region: request.body.region,
        shippingAddressId: request.body.shipping_address_id,
        productIds: [],
        shipmentProductIds: request.body.shipment_product_ids,
      }),
    }),
  );
};
