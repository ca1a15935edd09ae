import type { Transaction } from '../platform/database.ts';
import type { ReceiveBody } from '../modules/shipments/index.ts';
import { Conflict, Unprocessable } from '../platform/errors.ts';
import {
  boxCharges,
  chargedItem,
  invoiceParcel,
  ownBoxCharges,
  routeOf,
  sizeOf,
} from './parcel-charges.ts';
import { createWorkflow } from './runner.ts';
import type { WorkflowServices } from './services.ts';

/** A received parcel as the consolidation sees it (the shipments row's measured fields). */
interface MeasuredParcel {
  id: number;
  number: string | null;
  orderId: number;
  shippingCategoryId: number;
  declaredValue: number;
  hsCode: string | null;
  insured: boolean;
  addonServices: string[];
  weightGrams: number | null;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
}

interface Route {
  regionCode: string;
  currency: string;
  warehouseId: number;
  shippingMethodId: number;
}

/** What one parcel costs on its own: the same charges its receipt invoice had. */
function ownCharges(services: WorkflowServices, route: Route, parcel: MeasuredParcel) {
  return ownBoxCharges(services, route, parcel, {
    weight_grams: parcel.weightGrams ?? 1,
    length_cm: parcel.lengthCm ?? 1,
    width_cm: parcel.widthCm ?? 1,
    height_cm: parcel.heightCm ?? 1,
  });
}

/**
 * Consolidation (docs/shipping.md): the customer asks to ship parcels waiting in our warehouse
 * as one box; their own invoices are withdrawn; staff repack and weigh the box, priced by the
 * one charge calculation; the customer sees the saving and confirms, which raises the box's
 * invoice, or cancels, which gives each parcel its own invoice back. Each step is one
 * transaction, so a parcel is never without an invoice or in two boxes.
 */
export function consolidationWorkflows(services: WorkflowServices) {
  const { consolidations, invoices } = services;

  const request = createWorkflow(
    'request-consolidation',
    async (input: { customerId: number; ids: number[] }) =>
      consolidations.view(
        await services.shipments.transaction(async (tx) => {
          const { rows, route } = await consolidations.lockForBox(tx, input.customerId, input.ids);
          const parcelShipping: Record<string, number> = {};
          for (const parcel of rows) {
            const own = await ownCharges(services, route, parcel);
            parcelShipping[String(parcel.id)] = own.option.charge.amount;
            await invoices.withdraw(
              tx,
              parcel.invoiceId!,
              `Replaced: ${parcel.number} ships in one box with other parcels`,
            );
          }
          return consolidations.open(tx, {
            customerId: input.customerId,
            route,
            rows,
            parcelShipping,
          });
        }),
      ),
  );

  const repack = createWorkflow(
    'repack-consolidation',
    async (input: { id: number; body: ReceiveBody }) => {
      const { body } = input;
      return consolidations.view(
        await services.shipments.transaction(async (tx) => {
          const { row, members } = await consolidations.lockAny(tx, input.id);
          for (const id of new Set(body.photo_ids)) {
            if (!(await services.assetOwnedBy(row.customerId, id))) {
              throw new Unprocessable(`Photo ${id} is not an upload for this customer.`, [
                { field: 'body.photo_ids', message: 'Upload the photo first' },
              ]);
            }
          }
          const charges = await boxFor(row, members, body);
          return consolidations.repacked(
            tx,
            row,
            members,
            {
              weightGrams: body.weight_grams,
              lengthCm: body.length_cm,
              widthCm: body.width_cm,
              heightCm: body.height_cm,
              chargeableWeightGrams: charges.option.chargeable_weight_grams,
              photoIds: body.photo_ids,
            },
            charges.option.charge.amount,
          );
        }),
      );
    },
  );

  function boxFor(
    row: Route & { number: string | null; id: number },
    members: MeasuredParcel[],
    size: { weight_grams: number; length_cm: number; width_cm: number; height_cm: number },
  ) {
    return boxCharges(services, {
      ...routeOf(row),
      shippingCategoryIds: members.map((m) => m.shippingCategoryId),
      size: sizeOf(size),
      boxLabel: `${row.number} (${members.map((m) => m.number).join(', ')})`,
      boxReference: { type: 'shipment_consolidation', id: row.id },
      items: members.map(chargedItem),
    });
  }

  const confirm = createWorkflow(
    'confirm-consolidation',
    async (input: { customerId: number; id: number }) =>
      consolidations.view(
        await services.shipments.transaction(async (tx: Transaction) => {
          const { row, members } = await consolidations.lockOwned(tx, input.customerId, input.id);
          if (row.status === 'requested' || row.weightGrams === null) {
            throw new Conflict(
              'Our staff have not repacked this box yet; you can confirm once its weight and price are known.',
            );
          }
          if (row.status !== 'repacked') {
            throw new Conflict(`This consolidation is ${row.status} and cannot be confirmed.`);
          }
          const { lines } = await boxFor(row, members, {
            weight_grams: row.weightGrams,
            length_cm: row.lengthCm ?? 1,
            width_cm: row.widthCm ?? 1,
            height_cm: row.heightCm ?? 1,
          });
          const invoiceId = await invoices.create(
            tx,
            {
              customerId: row.customerId,
              subjectType: 'shipment_consolidation',
              subjectId: row.id,
              currency: row.currency,
            },
            lines,
          );
          return consolidations.confirmed(tx, row, members, invoiceId);
        }),
      ),
  );

  const cancel = createWorkflow(
    'cancel-consolidation',
    async (input: { customerId: number; id: number }) =>
      consolidations.view(
        await services.shipments.transaction(async (tx: Transaction) => {
          const { row, members } = await consolidations.lockOwned(tx, input.customerId, input.id);
          const invoiceIds = new Map<number, number>();
          if (row.status === 'requested' || row.status === 'repacked') {
            for (const parcel of members) {
              const { lines } = await ownCharges(services, row, parcel);
              invoiceIds.set(
                parcel.id,
                await invoiceParcel(
                  services,
                  tx,
                  { id: parcel.id, customerId: row.customerId },
                  row.currency,
                  lines,
                ),
              );
            }
          }
          return consolidations.cancelled(tx, row, members, invoiceIds);
        }),
      ),
  );

  return { request, repack, confirm, cancel };
}
