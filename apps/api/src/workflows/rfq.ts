import { money } from '@crossport/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { createCallerOf, type Caller } from '../modules/customers/index.ts';
import { OrderSchema } from '../modules/orders/index.ts';
import {
  RFQ_BASE,
  RFQ_STAFF_BASE,
  RfqPlaceOrderBodySchema,
  RfqQuoteBodySchema,
  RfqQuoteSchema,
  RfqRequestBodySchema,
  RfqRequestDetailSchema,
  rfqStaffTags,
  rfqTags,
  unitPriceFor,
  type RfqPlaceOrderBody,
  type RfqRequestBody,
} from '../modules/rfq/index.ts';
import { Unprocessable } from '../platform/errors.ts';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
} from '../platform/schemas.ts';
import { productInvoiceStep } from './place-order.ts';
import { createStep, createWorkflow } from './runner.ts';
import type { WorkflowServices } from './services.ts';

const errors = {
  401: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
  ...commonErrors,
};

/**
 * Submitting a request: every image must be a photo the customer uploaded and the destination
 * a region we serve (422 naming the field); the quotes will be in that region's currency.
 */
export function submitRfqWorkflow(services: WorkflowServices) {
  const checkImages = createStep(
    'check-rfq-images',
    async (input: { customerId: number; imageIds: number[] }) => {
      const kinds = await services.assets.kindsOwnedBy(input.customerId, input.imageIds);
      const bad = input.imageIds.find((id) => kinds.get(id) !== 'image');
      if (bad !== undefined) {
        throw new Unprocessable(`Upload ${bad} is not a photo of yours.`, [
          { field: 'body.image_ids', message: 'Upload a JPEG, PNG or WebP photo first' },
        ]);
      }
    },
  );
  const destination = createStep('find-destination-region', async (code: string) => {
    const region = await services.regions.currentRegion(code);
    if (region.code !== code) {
      throw new Unprocessable('We do not deliver to this region.', [
        { field: 'body.region_code', message: `Unknown region ${code}` },
      ]);
    }
    return region;
  });

  return createWorkflow(
    'submit-rfq',
    async (input: { customerId: number; body: RfqRequestBody }, run) => {
      await run(checkImages, { customerId: input.customerId, imageIds: input.body.image_ids });
      const region = await run(destination, input.body.region_code);
      return services.rfq.submit({ ...input, currency: region.currency_code });
    },
  );
}

/**
 * Staff's quote: its shipping method and category must ship to the request's region (422),
 * and the customer is told in the same transaction (an in-app notice and an email).
 */
export function answerRfqWorkflow(services: WorkflowServices) {
  const checkShipping = createStep(
    'check-quote-shipping',
    async (input: { regionCode: string; methodId: number; categoryId: number }) => {
      await services.shipping.quote({
        regionCode: input.regionCode,
        shippingMethodId: input.methodId,
        shippingCategoryId: input.categoryId,
        weightGrams: 1,
      });
    },
  );
  const findRequest = createStep('find-request', (requestId: number) =>
    services.rfq.get(requestId),
  );
  /** The quote and the customer's notice, in the rfq module's one transaction. */
  const recordQuote = createStep(
    'record-quote',
    ({ requestId, body }: { requestId: number; body: z.infer<typeof RfqQuoteBodySchema> }) =>
      services.rfq.answer(requestId, body, async (tx, row) => {
        await services.notifications.notify(tx, {
          customerId: row.customerId,
          kind: 'quote_received',
          title: `A quote for ${row.productName}`,
          body: `We sent you a quote for your request ${row.number}. Review it and place your order before it expires.`,
          link: `/dashboard/RFQ/${row.id}`,
          email: true,
        });
      }),
  );
  return createWorkflow(
    'answer-rfq',
    async (input: { requestId: number; body: z.infer<typeof RfqQuoteBodySchema> }, run) => {
      const request = await run(findRequest, input.requestId);
      await run(checkShipping, {
        regionCode: request.region_code,
        methodId: input.body.shipping_method_id,
        categoryId: input.body.shipping_category_id,
      });
      return run(recordQuote, input);
    },
  );
}

/**
 * Ordering a quote, exactly once. In one transaction: the rfq module locks the request (a
 * second call waits there and then finds the order the first made), the orders module stores
 * the order with one buy product, the invoice step bills it as a checkout does, and the request
 * becomes `ordered`. A unique index on the order's quote id backs the lock.
 */
export function placeRfqOrderWorkflow(services: WorkflowServices) {
  const { orders, rfq } = services;
  const createInvoice = productInvoiceStep(services);

  const loadQuote = createStep(
    'load-quote-request-and-address',
    async (input: { caller: Caller; quoteId: number; body: RfqPlaceOrderBody }) => {
      const { customerId } = input.caller;
      const quote = await rfq.quote(input.quoteId, customerId);
      const request = await rfq.get(quote.request_id, customerId);
      const address = await services.addresses.find(customerId, input.body.shipping_address_id);
      if (address.country_code !== request.region_code) {
        throw new Unprocessable('The delivery address must be in the request’s region.', [
          {
            field: 'body.shipping_address_id',
            message: `Address is in ${address.country_code}, request is for ${request.region_code}`,
          },
        ]);
      }
      const quantity = input.body.quantity ?? request.quantity;
      if (quantity < quote.moq) {
        throw new Unprocessable(`This quote starts at ${quote.moq} pieces.`, [
          { field: 'body.quantity', message: `At least the MOQ (${quote.moq})` },
        ]);
      }
      return { request, address, quantity };
    },
  );

  return createWorkflow(
    'place-rfq-order',
    async (
      input: { caller: Caller; quoteId: number; body: RfqPlaceOrderBody },
      run,
    ): Promise<z.infer<typeof OrderSchema>> => {
      const { caller } = input;
      const { request, address, quantity } = await run(loadQuote, input);
      const orderId = await orders.transaction(async (tx) => {
        const claim = await rfq.claimForOrder(tx, caller.customerId, input.quoteId);
        if (claim.existingOrderId !== null) return claim.existingOrderId;
        const { quote } = claim;
        const shipping = await services.shipping.quote({
          regionCode: request.region_code,
          shippingCategoryId: quote.shippingCategoryId,
          shippingMethodId: quote.shippingMethodId,
          weightGrams: quote.unitWeightGrams * quantity,
        });
        const unit = money(unitPriceFor(quote, quantity), quote.currency);
        const { orderId, products } = await orders.createOrder(tx, caller, {
          regionCode: request.region_code,
          currency: quote.currency,
          address,
          // Staff quoted the shipping; the method and warehouse come from the rate table.
          shipping: { ...shipping, charge: money(quote.shippingEstimate, quote.currency) },
          shippingCategoryId: quote.shippingCategoryId,
          subtotal: unit.amount * quantity,
          note: `From quote on request ${request.number}`,
          rfqQuoteId: quote.id,
          items: [
            {
              // A sourced product is not in our catalog.
              product_id: 0,
              title: request.product_name,
              image: null,
              source_site: quote.sourceSite,
              source_url: quote.sourceUrl ?? request.product_url ?? '',
              shop: null,
              weight_grams: quote.unitWeightGrams * quantity,
              variations: [
                {
                  sku_id: `rfq-quote-${quote.id}`,
                  properties: [],
                  quantity,
                  unit_price: unit,
                  original_unit_price: unit,
                },
              ],
            },
          ],
        });
        await run(createInvoice, {
          tx,
          customerId: caller.customerId,
          orderId,
          currency: quote.currency,
          products,
          quote: null,
        });
        await rfq.markOrdered(tx, claim.request, quote, orderId);
        return orderId;
      });
      return orders.order(caller.customerId, orderId);
    },
  );
}

export const rfqWorkflowRoutes: FastifyPluginAsyncZod<{ services: WorkflowServices }> = async (
  app,
  { services },
) => {
  const submit = submitRfqWorkflow(services);
  const placeOrder = placeRfqOrderWorkflow(services);
  const callerOf = createCallerOf(services.currentCustomer);

  app.post(
    `${RFQ_BASE}/requests`,
    {
      schema: {
        tags: rfqTags,
        summary: 'Ask for a quotation: a product by name or link, photos, quantity, target price',
        description:
          '422 naming `image_ids` for uploads that are not your photos, `region_code` for a region we do not serve.',
        body: RfqRequestBodySchema,
        response: { 201: dataOf(RfqRequestDetailSchema), ...errors },
      },
    },
    async (request, reply) => {
      const customer = await services.currentCustomer(request);
      const detail = await submit.run({ customerId: customer.id, body: request.body });
      reply.code(201);
      return { data: detail };
    },
  );

  app.post(
    `${RFQ_BASE}/quotes/:id/place-order`,
    {
      schema: {
        tags: rfqTags,
        summary: 'Order a quote: a Buy-and-Ship order with its unpaid invoice, exactly once',
        description:
          'Calling it again (or twice at once) answers the same order. 409 `quote_expired`, ' +
          '`quote_withdrawn`, `rfq_already_ordered` (another quote of the request was ordered) ' +
          'or `rfq_closed` (declined or expired request); 422 naming `quantity` below the MOQ ' +
          'or `shipping_address_id` outside the request’s region.',
        params: BigIdParamsSchema,
        body: RfqPlaceOrderBodySchema,
        response: { 200: dataOf(OrderSchema), ...errors },
      },
    },
    async (request) => ({
      data: await placeOrder.run({
        caller: await callerOf(request),
        quoteId: request.params.id,
        body: request.body,
      }),
    }),
  );
};

/** Staff answer a request with a quote (the customer is notified). */
export const rfqStaffWorkflowRoutes: FastifyPluginAsyncZod<{ services: WorkflowServices }> = async (
  app,
  { services },
) => {
  const answer = answerRfqWorkflow(services);
  app.post(
    `${RFQ_STAFF_BASE}/requests/:id/quotes`,
    {
      schema: {
        tags: rfqStaffTags,
        summary: 'Answer a request with a quote: tiers, MOQ, shipping estimate, validity',
        params: BigIdParamsSchema,
        body: RfqQuoteBodySchema,
        response: {
          201: dataOf(RfqQuoteSchema),
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request, reply) => {
      const quote = await answer.run({ requestId: request.params.id, body: request.body });
      reply.code(201);
      return { data: quote };
    },
  );
};
