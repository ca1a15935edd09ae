import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IN_WAREHOUSE,
  ParcelRequestAnswerSchema,
  ParcelRequestBodySchema,
  ParcelRequestSchema,
  SHIPMENT_BASE,
  SHIPMENT_STAFF_BASE,
  StaffParcelRequestSchema,
  StaffParcelRequestsQuerySchema,
  type ParcelRequestAnswer,
} from '../modules/shipments/index.ts';
import { allocateMoney, money } from '@crossport/money';
import type { Transaction } from '../platform/database.ts';
import { Conflict, NotFound, Unprocessable } from '../platform/errors.ts';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  pageOf,
} from '../platform/schemas.ts';
import {
  boxCharges,
  invoiceAndMark,
  invoiceParcel,
  measuredRow,
  ownBoxCharges,
  routeOf,
  sizeOf,
} from './parcel-charges.ts';
import { ownPhotosStep } from './own-photos.ts';
import { createStep, createWorkflow } from './runner.ts';
import type { WorkflowServices } from './services.ts';

type ParcelRequestBody = z.infer<typeof ParcelRequestBodySchema>;
type ParcelRequestRow = Awaited<ReturnType<WorkflowServices['parcelRequests']['lockOpen']>>;
type LockedParcel = Awaited<ReturnType<WorkflowServices['shipments']['lockWithOrder']>>;
type ParcelRow = LockedParcel['row'];

/** An open request being answered, its parcel, and the service's name today. */
interface AnsweredRequest {
  tx: Transaction;
  request: ParcelRequestRow;
  parcel: ParcelRow;
  name: string;
}

/**
 * Warehouse requests (docs/shipping.md): the customer asks for extra photos, a content check,
 * a special request or a re-measure on a parcel waiting in the warehouse; a priced one gets
 * an invoice of its own at once. Staff answer each as a work item: done (with photos, a
 * corrected measurement that re-prices the parcel, or the disposal) or declined (its invoice
 * withdrawn, or refunded to the wallet when already paid). Each workflow is one transaction,
 * so its steps need no compensation of their own.
 */
export function parcelRequestWorkflows(services: WorkflowServices) {
  const { shipments, parcelRequests, invoices, addOnServices } = services;

  const lockWaitingParcel = createStep(
    'lock-parcel-in-warehouse',
    async ({ tx, customerId, id }: { tx: Transaction; customerId: number; id: number }) => {
      const locked = await shipments.lockWithOrder(tx, id);
      if (locked.row.customerId !== customerId) throw new NotFound(`Parcel ${id}`);
      if (!IN_WAREHOUSE.includes(locked.row.status)) {
        throw new Conflict(
          'Our warehouse can do this only while the parcel is with us, before it starts shipping.',
        );
      }
      return locked;
    },
  );

  /** Today's price: a change staff make applies to the next request, not to this one's invoice. */
  const priceRequest = createStep(
    'price-request',
    async ({
      tx,
      body,
      currency,
    }: {
      tx: Transaction;
      body: ParcelRequestBody;
      currency: string;
    }) => {
      const price = await addOnServices.priceOf(body.kind, currency, tx);
      if (price === null) {
        throw new Unprocessable(`We do not offer this in ${currency} yet.`, [
          { field: 'body.kind', message: 'Not offered in this region' },
        ]);
      }
      if (body.kind === 'report_error' && !body.note) {
        throw new Unprocessable('Say which measurement looks wrong and what you expected.', [
          { field: 'body.note', message: 'Required to report an error' },
        ]);
      }
      return price;
    },
  );

  const openRequest = createStep(
    'open-request',
    ({ tx, ...request }: Parameters<typeof parcelRequests.open>[1] & { tx: Transaction }) =>
      parcelRequests.open(tx, request),
  );

  const invoiceRequest = createStep(
    'invoice-request',
    async ({
      tx,
      request,
      parcel,
    }: {
      tx: Transaction;
      request: ParcelRequestRow;
      parcel: ParcelRow;
    }) => {
      const name = await parcelRequests.nameOf(request.kind, tx);
      const invoiceId = await invoices.create(
        tx,
        {
          customerId: request.customerId,
          subjectType: 'parcel_request',
          subjectId: request.id,
          currency: request.currency,
        },
        [
          {
            kind: 'service',
            description: `${name} for ${parcel.number}`,
            referenceType: 'parcel_request',
            referenceId: request.id,
            quantity: 1,
            unitAmount: request.price,
            amount: request.price,
          },
        ],
      );
      return parcelRequests.billed(tx, request.id, invoiceId);
    },
  );

  const ask = createWorkflow(
    'ask-parcel-request',
    async (input: { customerId: number; id: number; body: ParcelRequestBody }, run) =>
      shipments.transaction(async (tx) => {
        const { row, order } = await run(lockWaitingParcel, { tx, ...input });
        const price = await run(priceRequest, { tx, body: input.body, currency: order.currency });
        const request = await run(openRequest, {
          tx,
          productId: row.id,
          customerId: row.customerId,
          kind: input.body.kind,
          price,
          currency: order.currency,
          note: input.body.note ?? null,
        });
        if (price === 0) return parcelRequests.view(request, tx);
        return parcelRequests.view(await run(invoiceRequest, { tx, request, parcel: row }), tx);
      }),
  );

  /**
   * A reported error found right: the parcel takes the new measurement and is priced again.
   * An unpaid invoice is replaced by one at the new price; a paid one is refunded what it
   * charged too much (never charged more after payment: that error was ours).
   */
  async function remeasure(
    tx: Transaction,
    parcelId: number,
    measurement: NonNullable<ParcelRequestAnswer['measurement']>,
  ) {
    const { row, order } = await shipments.lockWithOrder(tx, parcelId);
    const charges = await ownBoxCharges(services, order, row, measurement);
    const measured = measuredRow(measurement, charges.option.chargeable_weight_grams);
    // A parcel in a box is priced with the box; its own invoice is not touched.
    if (row.status !== 'invoiced' || row.invoiceId === null || row.consolidationId !== null) {
      return shipments.correctMeasurement(tx, row.id, measured);
    }
    if (await invoices.isUnpaid(tx, row.invoiceId)) {
      await invoices.withdraw(tx, row.invoiceId, `Replaced: ${row.number} was measured again`);
      const invoiceId = await invoiceParcel(
        services,
        tx,
        { id: row.id, customerId: row.customerId },
        order.currency,
        charges.lines,
      );
      return shipments.correctMeasurement(tx, row.id, measured, { invoiceId });
    }
    return shipments.correctMeasurement(tx, row.id, measured);
  }

  /**
   * A split done: the parcel's unpaid invoice is withdrawn, the declared value shared by the
   * parts' weights, each part priced by `boxCharges` and invoiced on its own. Only a parcel
   * waiting with nothing paid and in no box can be split.
   */
  async function split(
    tx: Transaction,
    parcelId: number,
    parts: NonNullable<ParcelRequestAnswer['parts']>,
  ) {
    const { row, order } = await shipments.lockWithOrder(tx, parcelId);
    const waiting =
      row.consolidationId === null &&
      (row.status === 'received_at_warehouse' ||
        (row.status === 'invoiced' &&
          row.invoiceId !== null &&
          (await invoices.isUnpaid(tx, row.invoiceId))));
    if (!waiting) {
      throw new Conflict(
        `${row.number} can be split only while it waits in the warehouse, unpaid and in no box.`,
      );
    }
    const values = allocateMoney(
      money(row.declaredValue, order.currency),
      parts.map((p) => p.weight_grams),
    );
    const priced = [];
    for (const [index, part] of parts.entries()) {
      const charges = await boxCharges(services, {
        ...routeOf(order),
        shippingCategoryIds: [row.shippingCategoryId],
        size: sizeOf(part),
        boxLabel: `${row.number} part ${index + 1}`,
        boxReference: null,
        items: [
          {
            parcel: null,
            declaredValue: values[index]!.amount,
            hsCode: row.hsCode,
            insured: row.insured,
            addonServices: index === 0 ? row.addonServices : [],
          },
        ],
      });
      priced.push({ part, charges, declaredValue: values[index]!.amount });
    }
    let parent = row;
    if (row.status === 'invoiced') {
      await invoices.withdraw(tx, row.invoiceId!, `Replaced: ${row.number} was split`);
      parent = await shipments.move(tx, row, 'received_at_warehouse', 'system', {
        patch: { invoiceId: null },
        note: `Split into ${parts.length} parcels`,
      });
    }
    const created = await shipments.splitOff(
      tx,
      parent,
      priced.map(({ part, charges, declaredValue }) => ({
        weightGrams: part.weight_grams,
        lengthCm: part.length_cm,
        widthCm: part.width_cm,
        heightCm: part.height_cm,
        chargeableWeightGrams: charges.option.chargeable_weight_grams,
        declaredValue,
      })),
    );
    const rows = [parent, ...created];
    const numbers: string[] = [];
    for (const target of rows) {
      const current = (await shipments.lockWithOrder(tx, target.id)).row;
      // Priced again as the parcel it now is, so its lines name it (same inputs, same sums).
      const { lines } = await ownBoxCharges(services, order, current, {
        weight_grams: current.weightGrams!,
        length_cm: current.lengthCm!,
        width_cm: current.widthCm!,
        height_cm: current.heightCm!,
      });
      await invoiceAndMark(services, tx, current, order.currency, lines, 'system', {
        split_from: row.number,
      });
      numbers.push(current.number!);
    }
    return numbers;
  }

  const lockOpenRequest = createStep(
    'lock-open-request',
    async ({ tx, id }: { tx: Transaction; id: number }) => {
      const request = await parcelRequests.lockOpen(tx, id);
      const { row: parcel } = await shipments.lockWithOrder(tx, request.productId);
      return { request, parcel, name: await parcelRequests.nameOf(request.kind, tx) };
    },
  );

  /** Declined: its charge is taken back (withdrawn, or refunded to the wallet when paid). */
  const decline = createStep(
    'decline-request',
    async ({ tx, request, parcel, name, note }: AnsweredRequest & { note: string }) => {
      if (request.invoiceId !== null) {
        await invoices.takeBack(tx, request.invoiceId, `Declined: ${name} for ${parcel.number}`);
      }
      return parcelRequests.answered(tx, request, 'declined', note, null);
    },
  );

  const checkPhotos = ownPhotosStep(services, 'check-answer-photos', 'body.photo_ids', 'for');

  const addPhotos = createStep(
    'add-photos-to-parcel',
    async ({
      tx,
      parcel,
      photoIds,
    }: {
      tx: Transaction;
      parcel: ParcelRow;
      photoIds: number[];
    }) => {
      if (photoIds.length > 0) await shipments.addPhotos(tx, parcel, photoIds);
    },
  );

  const correctMeasurement = createStep(
    'remeasure-parcel',
    ({
      tx,
      parcelId,
      measurement,
    }: {
      tx: Transaction;
      parcelId: number;
      measurement: NonNullable<ParcelRequestAnswer['measurement']>;
    }) => remeasure(tx, parcelId, measurement),
  );

  const splitParcel = createStep(
    'split-parcel',
    ({
      tx,
      parcelId,
      parts,
    }: {
      tx: Transaction;
      parcelId: number;
      parts: ParcelRequestAnswer['parts'];
    }) => {
      if (!parts) {
        throw new Unprocessable('Record each new parcel’s weight and size to finish a split.', [
          { field: 'body.parts', message: 'Two to five parts' },
        ]);
      }
      return split(tx, parcelId, parts);
    },
  );

  const dispose = createStep(
    'dispose-of-parcel',
    async ({ tx, request, parcel }: Omit<AnsweredRequest, 'name'>) => {
      if (!IN_WAREHOUSE.includes(parcel.status)) {
        throw new Conflict(`${parcel.number} is no longer in the warehouse.`);
      }
      if (parcel.consolidationId !== null) {
        throw new Conflict(
          `${parcel.number} is in a box with other parcels; cancel the box first.`,
        );
      }
      if (parcel.invoiceId !== null && (await invoices.isUnpaid(tx, parcel.invoiceId))) {
        await invoices.withdraw(tx, parcel.invoiceId, `${parcel.number} disposed of on request`);
      }
      await shipments.move(tx, parcel, 'disposed', 'system', {
        note: 'Disposed of at your request',
        data: { request: request.number },
      });
    },
  );

  const recordDone = createStep(
    'record-request-done',
    ({
      tx,
      request,
      note,
      result,
    }: {
      tx: Transaction;
      request: ParcelRequestRow;
      note: string;
      result: Record<string, unknown>;
    }) => parcelRequests.answered(tx, request, 'done', note, result),
  );

  const answer = createWorkflow(
    'answer-parcel-request',
    async (input: { id: number; body: ParcelRequestAnswer }, run) =>
      shipments.transaction(async (tx) => {
        const { body } = input;
        const opened = await run(lockOpenRequest, { tx, id: input.id });
        const { request, parcel } = opened;
        if (body.outcome === 'declined') {
          return parcelRequests.view(await run(decline, { ...opened, tx, note: body.note }), tx);
        }
        await run(checkPhotos, { customerId: parcel.customerId, ids: body.photo_ids });
        await run(addPhotos, { tx, parcel, photoIds: body.photo_ids });
        const result: Record<string, unknown> = {};
        if (body.photo_ids.length > 0) result.photo_ids = body.photo_ids;
        if (body.measurement) {
          const { measurement } = body;
          const corrected = await run(correctMeasurement, { tx, parcelId: parcel.id, measurement });
          result.measurement = {
            ...measurement,
            chargeable_weight_grams: corrected.chargeableWeightGrams,
          };
          result.invoice_id = corrected.invoiceId;
        }
        if (request.kind === 'split') {
          result.parts = await run(splitParcel, { tx, parcelId: parcel.id, parts: body.parts });
        }
        if (request.kind === 'dispose') await run(dispose, { tx, request, parcel });
        return parcelRequests.view(
          await run(recordDone, { tx, request, note: body.note, result }),
          tx,
        );
      }),
  );

  return { ask, answer };
}

const tags = ['Ship For Me: warehouse requests'];

/** The customer's requests on a parcel: list and ask. */
export const parcelRequestRoutes: FastifyPluginAsyncZod<{ services: WorkflowServices }> = async (
  app,
  { services },
) => {
  const flows = parcelRequestWorkflows(services);
  app.get(
    `${SHIPMENT_BASE}/shipment-products/:id/requests`,
    {
      schema: {
        tags,
        summary: 'What you asked our warehouse to do to this parcel, and the answers',
        params: BigIdParamsSchema,
        response: {
          200: dataOf(z.array(ParcelRequestSchema)),
          401: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => {
      const customer = await services.currentCustomer(request);
      await services.shipments.assertOwned(customer.id, request.params.id);
      return { data: await services.parcelRequests.ofParcel(request.params.id) };
    },
  );

  app.post(
    `${SHIPMENT_BASE}/shipment-products/:id/requests`,
    {
      schema: {
        tags,
        summary:
          'Ask our warehouse for extra photos, a content check, a special request or a re-measure; a priced one is invoiced at once',
        params: BigIdParamsSchema,
        body: ParcelRequestBodySchema,
        response: {
          201: dataOf(ParcelRequestSchema),
          401: ErrorResponseSchema,
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request, reply) => {
      const customer = await services.currentCustomer(request);
      const data = await flows.ask.run({
        customerId: customer.id,
        id: request.params.id,
        body: request.body,
      });
      reply.code(201);
      return { data };
    },
  );
};

/** Staff's work items: the queue of requests and the answer to one. */
export const parcelRequestStaffRoutes: FastifyPluginAsyncZod<{
  services: WorkflowServices;
}> = async (app, { services }) => {
  const flows = parcelRequestWorkflows(services);
  app.get(
    `${SHIPMENT_STAFF_BASE}/parcel-requests`,
    {
      schema: {
        tags: ['Staff: Ship For Me'],
        summary: 'Warehouse requests by status, oldest first (default: open work items)',
        querystring: StaffParcelRequestsQuerySchema,
        response: { 200: pageOf(StaffParcelRequestSchema), ...commonErrors },
      },
    },
    async (request) => services.parcelRequests.queue(request.query),
  );

  app.put(
    `${SHIPMENT_STAFF_BASE}/parcel-requests/:id`,
    {
      schema: {
        tags: ['Staff: Ship For Me'],
        summary:
          'Answer a warehouse request: done (photos, a corrected measurement, a disposal) or declined (its charge taken back)',
        params: BigIdParamsSchema,
        body: ParcelRequestAnswerSchema,
        response: {
          200: dataOf(ParcelRequestSchema),
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => ({
      data: await flows.answer.run({ id: request.params.id, body: request.body }),
    }),
  );
};
