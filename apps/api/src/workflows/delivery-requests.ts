import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeliveryRequestBodySchema,
  DeliveryRequestSchema,
  DeliveryRequestsQuerySchema,
  DeliveryStatusBodySchema,
  InternationalSessionBodySchema,
  StaffDeliveryRequestSchema,
  StaffDeliveryRequestsQuerySchema,
  type DeliveryRequestBody,
} from '../modules/delivery-requests/index.ts';
import { InvoiceSessionSchema } from '../modules/invoices/index.ts';
import { DomainError, NotFound } from '../platform/errors.ts';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  pageOf,
} from '../platform/schemas.ts';
import { createStep, createWorkflow } from './runner.ts';
import type { WorkflowServices } from './services.ts';

const BASE = '/api/delivery/customer/delivery-request/v1';
const STAFF_BASE = '/api/delivery/admin/delivery-request/v1';
const tags = ['Delivery requests'];

interface Item {
  itemType: 'buy_product' | 'shipment_product';
  itemId: number;
  title: string;
  weightGrams: number;
}

/**
 * A delivery request: every item must be the customer's and have arrived in their country
 * (buy products `arrived`; parcels `arrived` or `ready_for_delivery`), the courier option is
 * priced for their total weight to the address, then the request is written and each parcel's
 * timeline told, in one transaction.
 */
export function createDeliveryRequestWorkflow(services: WorkflowServices) {
  const findAddress = createStep(
    'find-delivery-address',
    async (input: { customerId: number; addressId: number }) =>
      services.addresses.find(input.customerId, input.addressId),
  );
  const collectItems = createStep(
    'collect-arrived-items',
    async (input: { customerId: number; items: DeliveryRequestBody['items'] }): Promise<Item[]> => {
      const ids = (type: string) => input.items.filter((i) => i.type === type).map((i) => i.id);
      const [buy, parcels] = await Promise.all([
        services.orders.arrivedOf(input.customerId, ids('buy_product')),
        services.shipments.ownedIn(input.customerId, ids('shipment_product'), [
          'arrived',
          'ready_for_delivery',
        ]),
      ]);
      const found: Item[] = [
        ...buy.map((b) => ({
          itemType: 'buy_product' as const,
          itemId: b.id,
          title: b.title,
          weightGrams: b.weightGrams,
        })),
        ...parcels.map((p) => ({
          itemType: 'shipment_product' as const,
          itemId: p.id,
          title: p.title,
          weightGrams: p.chargeableWeightGrams ?? p.weightGrams ?? 0,
        })),
      ];
      const missing = input.items.filter(
        (i) => !found.some((f) => f.itemType === i.type && f.itemId === i.id),
      );
      if (missing.length > 0) {
        throw new DomainError(
          422,
          'not_ready_for_delivery',
          'Only your items that have arrived in your country can be delivered.',
          missing.map((m) => ({
            field: 'body.items',
            message: `${m.type} ${m.id} has not arrived`,
          })),
        );
      }
      return found;
    },
  );
  const priceCourier = createStep(
    'price-courier',
    async (input: { countryCode: string; grams: number; code: string }) => {
      const options = await services.shipping.courierOptions(input.countryCode, input.grams);
      const option = options.find((o) => o.code === input.code);
      if (!option) {
        throw new DomainError(
          422,
          'unknown_courier_option',
          'Choose one of the courier options offered.',
          [{ field: 'body.courier_option', message: 'Not offered for this address' }],
        );
      }
      return option;
    },
  );

  return createWorkflow(
    'create-delivery-request',
    async (input: { customerId: number; body: DeliveryRequestBody }, run) => {
      const { customerId, body } = input;
      const address = await run(findAddress, { customerId, addressId: body.shipping_address_id });
      const items = await run(collectItems, { customerId, items: body.items });
      const grams = items.reduce((sum, i) => sum + i.weightGrams, 0);
      const option = await run(priceCourier, {
        countryCode: address.country_code,
        grams,
        code: body.courier_option,
      });
      const { deliveryRequests, shipments } = services;
      const row = await deliveryRequests.transaction(async (tx) => {
        const created = await deliveryRequests.create(
          tx,
          {
            customerId,
            address: {
              id: address.id,
              name: address.name,
              phone: address.phone,
              lines: address.display_lines,
              country_code: address.country_code,
            },
            courierCode: option.code,
            courierName: option.name,
            weightGrams: grams,
            currency: option.price.currency,
            price: option.price.amount,
            note: body.note ?? null,
            paymentMethod: body.pay_on_delivery ? 'cash_on_delivery' : 'prepaid',
          },
          items,
        );
        // The charge is an invoice, paid like any other (wallet, bKash, bank transfer) before
        // dispatch, or collected in cash by the courier and recorded by staff.
        if (option.price.amount > 0) {
          const invoiceId = await services.invoices.create(
            tx,
            {
              customerId,
              subjectType: 'delivery_request',
              subjectId: created.id,
              currency: option.price.currency,
            },
            [
              {
                kind: 'delivery',
                description: `Delivery of ${created.number!} by ${option.name}`,
                referenceType: 'delivery_request',
                referenceId: created.id,
                quantity: 1,
                unitAmount: option.price.amount,
                amount: option.price.amount,
              },
            ],
          );
          await deliveryRequests.setInvoice(tx, created.id, invoiceId);
          created.invoiceId = invoiceId;
        }
        await shipments.deliveryRequested(
          tx,
          items.filter((i) => i.itemType === 'shipment_product').map((i) => i.itemId),
          created.number!,
        );
        return created;
      });
      return deliveryRequests.view(row);
    },
  );
}

export const deliveryRequestRoutes: FastifyPluginAsyncZod<{ services: WorkflowServices }> = async (
  app,
  { services },
) => {
  const create = createDeliveryRequestWorkflow(services);
  const errors = { 401: ErrorResponseSchema, ...commonErrors };

  app.post(
    `${BASE}/requests`,
    {
      schema: {
        tags,
        summary: 'Ask for delivery of arrived items (buy products and parcels) by a courier option',
        body: DeliveryRequestBodySchema,
        response: {
          201: dataOf(DeliveryRequestSchema),
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const customer = await services.currentCustomer(request);
      reply.code(201);
      return { data: await create.run({ customerId: customer.id, body: request.body }) };
    },
  );

  app.get(
    `${BASE}/requests`,
    {
      schema: {
        tags,
        summary: 'Your delivery requests, newest first, by service type',
        querystring: DeliveryRequestsQuerySchema,
        response: { 200: pageOf(DeliveryRequestSchema), ...errors },
      },
    },
    async (request) => {
      const customer = await services.currentCustomer(request);
      const { type, page, per_page: perPage } = request.query;
      return services.deliveryRequests.page({ customerId: customer.id, type }, page, perPage);
    },
  );

  app.post(
    `${BASE}/international-session`,
    {
      schema: {
        tags,
        summary:
          'One payment session for the international shipping of several of your parcels: pay it like an invoice session',
        body: InternationalSessionBodySchema,
        response: {
          201: dataOf(InvoiceSessionSchema),
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const customer = await services.currentCustomer(request);
      const ids = request.body.shipment_product_ids;
      const { parcelIds, invoiceIds } = await services.shipments.shippingInvoicesOf(
        customer.id,
        ids,
      );
      const missing = ids.filter((id) => !parcelIds.includes(id));
      if (missing.length) throw new NotFound(`Parcel ${missing.join(', ')}`);
      const payable = await services.invoices.payableAmong(customer.id, invoiceIds);
      if (!payable.length) {
        throw new DomainError(
          422,
          'nothing_to_pay',
          'The international shipping of these parcels is paid already or not invoiced yet.',
        );
      }
      reply.code(201);
      return { data: await services.invoices.createSession(customer.id, payable) };
    },
  );

  app.get(
    `${BASE}/requests/:id`,
    {
      schema: {
        tags,
        summary: 'One of your delivery requests',
        params: BigIdParamsSchema,
        response: { 200: dataOf(DeliveryRequestSchema), ...errors },
      },
    },
    async (request) => {
      const customer = await services.currentCustomer(request);
      return { data: await services.deliveryRequests.get(customer.id, request.params.id) };
    },
  );
};

/** Staff dispatch and deliver requests; delivering moves every item to `delivered`. */
export const deliveryRequestStaffRoutes: FastifyPluginAsyncZod<{
  services: WorkflowServices;
}> = async (app, { services }) => {
  app.get(
    `${STAFF_BASE}/requests`,
    {
      schema: {
        tags: ['Staff: delivery requests'],
        summary: 'Every delivery request, oldest first, optionally in one state',
        querystring: StaffDeliveryRequestsQuerySchema,
        response: { 200: pageOf(StaffDeliveryRequestSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { type, status, page, per_page: perPage } = request.query;
      return services.deliveryRequests.page({ type, status }, page, perPage);
    },
  );

  app.put(
    `${STAFF_BASE}/requests/:id/status`,
    {
      schema: {
        tags: ['Staff: delivery requests'],
        summary: 'Dispatch, deliver or cancel a delivery request (409 when already done)',
        params: BigIdParamsSchema,
        body: DeliveryStatusBodySchema,
        response: {
          200: dataOf(StaffDeliveryRequestSchema),
          409: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => {
      const { deliveryRequests, shipments, orders, invoices } = services;
      const { status, tracking_number: trackingNumber, override_reason: override } = request.body;
      const row = await deliveryRequests.transaction(async (tx) => {
        const current = await deliveryRequests.lock(tx, request.params.id);
        // Paid before it leaves: a prepaid charge still unpaid needs staff's stated reason,
        // kept on the request (and in the staff audit log with this body).
        const unpaid =
          status === 'dispatched' &&
          current.paymentMethod === 'prepaid' &&
          current.invoiceId !== null &&
          !(await invoices.isPaid(tx, current.invoiceId));
        if (unpaid && !override) {
          throw new DomainError(
            409,
            'delivery_unpaid',
            `The delivery charge of ${current.number!} is not paid yet. Dispatch it only with a reason for the override.`,
            [{ field: 'body.override_reason', message: 'Required to dispatch an unpaid request' }],
          );
        }
        const { row: moved, items } = await deliveryRequests.move(
          tx,
          request.params.id,
          status,
          trackingNumber,
          unpaid ? override : undefined,
        );
        // A cancelled request charges nothing: an unpaid invoice is withdrawn, a paid one
        // goes back to the wallet (invoices.takeBack).
        if (status === 'cancelled' && moved.invoiceId !== null) {
          await invoices.takeBack(tx, moved.invoiceId, `Delivery ${moved.number!} cancelled`);
        }
        if (status === 'dispatched' && trackingNumber) {
          const parcels = items.filter((i) => i.itemType === 'shipment_product');
          await shipments.handedToCourier(
            tx,
            parcels.map((i) => i.itemId),
            moved.courierName,
            trackingNumber,
          );
        }
        if (status === 'delivered') {
          for (const item of items) {
            if (item.itemType === 'shipment_product') await shipments.deliver(tx, item.itemId);
            else await orders.deliver(tx, item.itemId, `Delivered: ${moved.number}`);
          }
        }
        return moved;
      });
      return { data: await deliveryRequests.get(row.customerId, row.id) };
    },
  );
};
