import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ReceiveBodySchema,
  RegionQuerySchema,
  SHIPMENT_BASE,
  SHIPMENT_STAFF_BASE,
  ShipmentOrderSchema,
  ShipmentProductSchema,
  ShipmentRequestBodySchema,
  consigneeIdProblem,
  normalConsigneeId,
  restrictionFor,
  type ReceiveBody,
  type ShipmentRequestBody,
} from '../modules/shipments/index.ts';
import type { Transaction } from '../platform/database.ts';
import { DomainError } from '../platform/errors.ts';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
} from '../platform/schemas.ts';
import { invoiceAndMark, measuredRow, ownBoxCharges } from './parcel-charges.ts';
import { ownPhotosStep } from './own-photos.ts';
import { createStep, createWorkflow } from './runner.ts';
import { resolveRegionStep } from './ship-for-me.ts';
import type { WorkflowServices } from './services.ts';

const tags = ['Ship For Me'];

type LockedParcel = Awaited<ReturnType<WorkflowServices['shipments']['lockWithOrder']>>;

/**
 * A Ship For Me request: everything it names is checked with its owner module first (the
 * region, the customer's address, the warehouse, the method and a rate for each category,
 * the photos, the HS codes), then the request and its parcels are written in one transaction.
 */
export function requestShipmentWorkflow(services: WorkflowServices) {
  const resolveRegion = resolveRegionStep(services, 'querystring.region');
  const findDestination = createStep(
    'find-destination-address',
    async (input: { customerId: number; addressId: number }) =>
      services.addresses.find(input.customerId, input.addressId),
  );
  const checkRoute = createStep(
    'check-warehouse-method-and-rates',
    async (input: { regionCode: string; body: ShipmentRequestBody }) => {
      await services.warehouses.get(input.body.warehouse_id);
      const categories = [...new Set(input.body.products.map((p) => p.shipping_category_id))];
      for (const shippingCategoryId of categories) {
        await services.shippingCategories.get(shippingCategoryId);
        // Priced for the lightest parcel: only whether a rate exists matters here.
        await services.shipping.quote({
          regionCode: input.regionCode,
          shippingCategoryId,
          shippingMethodId: input.body.shipping_method_id,
          weightGrams: 100,
          warehouseId: input.body.warehouse_id,
        });
      }
    },
  );
  const checkImages = ownPhotosStep(services, 'check-product-photos', 'body.products.image_ids');
  const checkRestrictions = createStep(
    'check-restrictions',
    async (input: { regionCode: string; body: ShipmentRequestBody }) => {
      const methods = await services.shipping.methods(input.regionCode);
      const method = methods.find((m) => m.id === input.body.shipping_method_id);
      if (!method) return;
      const rules = await services.restrictions.activeRules();
      const refused = input.body.products.flatMap((product, index) => {
        const rule = restrictionFor(
          rules,
          { hsCode: product.hs_code ?? null, contents: product.contents },
          { regionCode: input.regionCode, methodKind: method.kind },
        );
        return rule ? [{ index, product, rule }] : [];
      });
      if (refused.length > 0) {
        const first = refused[0]!;
        throw new DomainError(
          422,
          'restricted_item',
          `${first.product.title}: ${first.rule.reason}`,
          refused.map((r) => ({ field: `body.products.${r.index}`, message: r.rule.reason })),
        );
      }
    },
  );
  const checkConsigneeId = createStep(
    'check-consignee-id',
    async (input: { regionCode: string; taxId: string | undefined }) => {
      const problem = consigneeIdProblem(input.regionCode, input.taxId);
      if (problem) {
        throw new DomainError(422, problem.code, problem.message, [
          { field: 'body.tax_id', message: problem.message },
        ]);
      }
    },
  );
  const checkHsCodes = createStep('check-hs-codes', async (codes: string[]) => {
    const unknown = await services.hsCodes.unknownSubheadings(codes);
    if (unknown.length > 0) {
      throw new DomainError(422, 'unknown_hs_code', `Unknown HS code ${unknown[0]}.`, [
        { field: 'body.products.hs_code', message: 'Pick a code from the HS code search' },
      ]);
    }
  });

  return createWorkflow(
    'request-ship-for-me',
    async (
      input: {
        customerId: number;
        region?: string;
        context: string | null;
        body: ShipmentRequestBody;
      },
      run,
    ) => {
      const { customerId, body } = input;
      const region = await run(resolveRegion, { asked: input.region, context: input.context });
      const address = await run(findDestination, {
        customerId,
        addressId: body.shipping_address_id,
      });
      await run(checkRoute, { regionCode: region.code, body });
      await run(checkRestrictions, { regionCode: region.code, body });
      await run(checkConsigneeId, { regionCode: region.code, taxId: body.tax_id });
      await run(checkImages, { customerId, ids: body.products.flatMap((p) => p.image_ids) });
      await run(
        checkHsCodes,
        body.products.flatMap((p) => (p.hs_code ? [p.hs_code] : [])),
      );
      const orderId = await services.shipments.transaction((tx) =>
        services.shipments.create(tx, {
          customerId,
          regionCode: region.code,
          currency: region.currency_code,
          warehouseId: body.warehouse_id,
          shippingMethodId: body.shipping_method_id,
          destination: {
            id: address.id,
            name: address.name,
            phone: address.phone,
            lines: address.display_lines,
            country_code: address.country_code,
          },
          products: body.products,
          taxId: body.tax_id ? normalConsigneeId(body.tax_id) : null,
        }),
      );
      return services.shipments.order(customerId, orderId);
    },
  );
}

/**
 * Staff receive a parcel: the weight, size and photos are recorded, the chargeable weight
 * priced by the parcel's category and method like the calculator, and the shipping invoice
 * raised — one transaction, so a parcel is never received without its invoice.
 */
export function receiveParcelWorkflow(services: WorkflowServices) {
  const { shipments } = services;
  const lockParcel = createStep('lock-parcel', ({ tx, id }: { tx: Transaction; id: number }) =>
    shipments.lockWithOrder(tx, id),
  );
  const checkPhotos = ownPhotosStep(services, 'check-receipt-photos', 'body.photo_ids');
  const receive = receiveAndInvoiceStep(services);
  return createWorkflow('receive-parcel', async (input: { id: number; body: ReceiveBody }, run) => {
    const { body } = input;
    const row = await shipments.transaction(async (tx) => {
      const parcel = await run(lockParcel, { tx, id: input.id });
      await run(checkPhotos, { customerId: parcel.row.customerId, ids: body.photo_ids });
      return run(receive, { tx, parcel, body });
    });
    return shipments.view(row);
  });
}

/** `receiveAndInvoice` as a step of the workflows that receive a parcel. */
export function receiveAndInvoiceStep(services: WorkflowServices) {
  return createStep(
    'receive-and-invoice-parcel',
    ({
      tx,
      parcel,
      body,
      estimate = null,
    }: {
      tx: Transaction;
      parcel: LockedParcel;
      body: ReceiveBody;
      /** What checkout estimated for its shipping (a buy product's), shown beside the charge. */
      estimate?: number | null;
    }) => receiveAndInvoice(services, tx, parcel, body, estimate),
  );
}

/**
 * A parcel reaches our warehouse, in the caller's transaction: the measurement and photos
 * are recorded, its chargeable weight priced like the calculator, and its own shipping
 * invoice raised, so a parcel is never received without its invoice (Ship For Me parcels
 * and the parcels Buy-and-Ship products ship home as).
 */
async function receiveAndInvoice(
  services: WorkflowServices,
  tx: Transaction,
  { row: parcel, order }: LockedParcel,
  body: ReceiveBody,
  estimate: number | null,
) {
  const { shipments } = services;
  const charges = await ownBoxCharges(services, order, parcel, body);
  const { option, total } = charges;
  const lines = charges.lines.map((line) =>
    line.kind === 'shipping' ? { ...line, estimatedAmount: estimate } : line,
  );
  const measured = {
    ...measuredRow(body, option.chargeable_weight_grams),
    photoIds: body.photo_ids,
    receivedAt: new Date(),
  };
  const received = await shipments.move(tx, parcel, 'received_at_warehouse', 'staff', {
    patch: measured,
    data: {
      weight_grams: body.weight_grams,
      length_cm: body.length_cm,
      width_cm: body.width_cm,
      height_cm: body.height_cm,
      volumetric_weight_grams: option.volumetric_weight_grams,
      chargeable_weight_grams: option.chargeable_weight_grams,
      photo_ids: body.photo_ids,
    },
  });
  const invoiced = await invoiceAndMark(services, tx, received, order.currency, lines, 'staff', {
    total: total.amount,
  });
  // One notice for receipt, weight and the invoice it raised (not one each).
  const kg = (option.chargeable_weight_grams / 1000).toFixed(2);
  const number = parcel.number ?? `#${parcel.id}`;
  await services.notifications.notify(tx, {
    customerId: parcel.customerId,
    kind: 'parcel_received',
    title: `Parcel ${number} received at our warehouse`,
    body: `We received and weighed your parcel ${number}: ${kg} kg chargeable. Its shipping invoice is ready to pay.`,
    link: `/dashboard/ship-for-me/my-parcel/${number}`,
    email: true,
    params: { number, weight: kg },
  });
  return invoiced;
}

/** The customer's request route: it spans modules, so it lives with its workflow. */
export const shipmentRequestRoutes: FastifyPluginAsyncZod<{ services: WorkflowServices }> = async (
  app,
  { services },
) => {
  const requestShipment = requestShipmentWorkflow(services);
  app.post(
    `${SHIPMENT_BASE}/shipment-products`,
    {
      schema: {
        tags,
        summary:
          'Ask us to forward parcels: one or more products bought abroad, with the shop courier’s tracking id',
        querystring: RegionQuerySchema,
        body: ShipmentRequestBodySchema,
        response: {
          201: dataOf(ShipmentOrderSchema),
          401: ErrorResponseSchema,
          422: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request, reply) => {
      const customer = await services.currentCustomer(request);
      const order = await requestShipment.run({
        customerId: customer.id,
        region: request.query.region,
        context: request.regionCode,
        body: request.body,
      });
      reply.code(201);
      return { data: order };
    },
  );
};

/** Staff receive a parcel at the warehouse, which raises its shipping invoice. */
export const receiveParcelStaffRoutes: FastifyPluginAsyncZod<{
  services: WorkflowServices;
}> = async (app, { services }) => {
  const receive = receiveParcelWorkflow(services);
  app.put(
    `${SHIPMENT_STAFF_BASE}/shipment-products/:id/receive`,
    {
      schema: {
        tags: ['Staff: Ship For Me'],
        summary:
          'Record a parcel’s weight, size and photos at the warehouse; raises its shipping invoice',
        params: BigIdParamsSchema,
        body: ReceiveBodySchema,
        response: {
          200: dataOf(ShipmentProductSchema),
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => ({ data: await receive.run({ id: request.params.id, body: request.body }) }),
  );
};
