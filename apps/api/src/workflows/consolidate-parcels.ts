import type { Transaction } from '../platform/database.ts';
import type { ReceiveBody } from '../modules/shipments/index.ts';
import { Conflict } from '../platform/errors.ts';
import { ownPhotosStep } from './own-photos.ts';
import {
  boxCharges,
  chargedItem,
  invoiceParcel,
  ownBoxCharges,
  routeOf,
  sizeOf,
  type BoxCharges,
  type ChargeLine,
} from './parcel-charges.ts';
import { createStep, createWorkflow } from './runner.ts';
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

type ParcelsForBox = Awaited<ReturnType<WorkflowServices['consolidations']['lockForBox']>>;
type LockedBox = Awaited<ReturnType<WorkflowServices['consolidations']['lockAny']>>;
type BoxSize = { weight_grams: number; length_cm: number; width_cm: number; height_cm: number };

/**
 * Consolidation (docs/shipping.md): the customer asks to ship parcels waiting in our warehouse
 * as one box; their own invoices are withdrawn; staff repack and weigh the box, priced by the
 * one charge calculation; the customer sees the saving and confirms, which raises the box's
 * invoice, or cancels, which gives each parcel its own invoice back. Each workflow is one
 * transaction, so a parcel is never without an invoice or in two boxes, and its steps need no
 * compensation of their own.
 */
export function consolidationWorkflows(services: WorkflowServices) {
  const { consolidations, invoices } = services;

  const lockParcels = createStep(
    'lock-parcels-for-box',
    ({ tx, customerId, ids }: { tx: Transaction; customerId: number; ids: number[] }) =>
      consolidations.lockForBox(tx, customerId, ids),
  );

  /** Answers what each parcel would have cost on its own: the saving the box is measured by. */
  const withdrawParcelInvoices = createStep(
    'withdraw-parcel-invoices',
    async ({ tx, rows, route }: { tx: Transaction } & Omit<ParcelsForBox, 'orders'>) => {
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
      return parcelShipping;
    },
  );

  const openBox = createStep(
    'open-box',
    (input: Parameters<typeof consolidations.open>[1] & { tx: Transaction }) => {
      const { tx, ...box } = input;
      return consolidations.open(tx, box);
    },
  );

  const request = createWorkflow(
    'request-consolidation',
    async (input: { customerId: number; ids: number[] }, run) => {
      const { customerId } = input;
      const box = await services.shipments.transaction(async (tx) => {
        const { rows, route } = await run(lockParcels, { tx, customerId, ids: input.ids });
        const parcelShipping = await run(withdrawParcelInvoices, { tx, rows, route });
        return run(openBox, { tx, customerId, route, rows, parcelShipping });
      });
      return consolidations.view(box);
    },
  );

  const lockAnyBox = createStep('lock-box', ({ tx, id }: { tx: Transaction; id: number }) =>
    consolidations.lockAny(tx, id),
  );

  const checkPhotos = ownPhotosStep(services, 'check-box-photos', 'body.photo_ids', 'for');

  const priceBox = createStep(
    'price-box',
    ({ row, members, size }: LockedBox & { size: BoxSize }) =>
      boxCharges(services, {
        ...routeOf(row),
        shippingCategoryIds: members.map((m) => m.shippingCategoryId),
        size: sizeOf(size),
        boxLabel: `${row.number} (${members.map((m) => m.number).join(', ')})`,
        boxReference: { type: 'shipment_consolidation', id: row.id },
        items: members.map(chargedItem),
      }),
  );

  const recordRepack = createStep(
    'record-repacked-box',
    ({
      tx,
      row,
      members,
      body,
      charges,
    }: LockedBox & { tx: Transaction; body: ReceiveBody; charges: BoxCharges }) =>
      consolidations.repacked(
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
      ),
  );

  const repack = createWorkflow(
    'repack-consolidation',
    async (input: { id: number; body: ReceiveBody }, run) => {
      const { body } = input;
      const box = await services.shipments.transaction(async (tx) => {
        const { row, members } = await run(lockAnyBox, { tx, id: input.id });
        await run(checkPhotos, { customerId: row.customerId, ids: body.photo_ids });
        const charges = await run(priceBox, { row, members, size: body });
        return run(recordRepack, { tx, row, members, body, charges });
      });
      return consolidations.view(box);
    },
  );

  const lockOwnBox = createStep(
    'lock-own-box',
    ({ tx, customerId, id }: { tx: Transaction; customerId: number; id: number }) =>
      consolidations.lockOwned(tx, customerId, id),
  );

  /** Answers the size staff measured, which the box's invoice is priced at. */
  const checkRepacked = createStep('check-box-repacked', async ({ row }: LockedBox) => {
    if (row.status === 'requested' || row.weightGrams === null) {
      throw new Conflict(
        'Our staff have not repacked this box yet; you can confirm once its weight and price are known.',
      );
    }
    if (row.status !== 'repacked') {
      throw new Conflict(`This consolidation is ${row.status} and cannot be confirmed.`);
    }
    return {
      weight_grams: row.weightGrams,
      length_cm: row.lengthCm ?? 1,
      width_cm: row.widthCm ?? 1,
      height_cm: row.heightCm ?? 1,
    };
  });

  const raiseBoxInvoice = createStep(
    'raise-box-invoice',
    ({ tx, row, lines }: { tx: Transaction; row: LockedBox['row']; lines: ChargeLine[] }) =>
      invoices.create(
        tx,
        {
          customerId: row.customerId,
          subjectType: 'shipment_consolidation',
          subjectId: row.id,
          currency: row.currency,
        },
        lines,
      ),
  );

  const confirmBox = createStep(
    'confirm-box',
    ({ tx, row, members, invoiceId }: LockedBox & { tx: Transaction; invoiceId: number }) =>
      consolidations.confirmed(tx, row, members, invoiceId),
  );

  const confirm = createWorkflow(
    'confirm-consolidation',
    async (input: { customerId: number; id: number }, run) => {
      const box = await services.shipments.transaction(async (tx) => {
        const locked = await run(lockOwnBox, { tx, ...input });
        const size = await run(checkRepacked, locked);
        const { lines } = await run(priceBox, { ...locked, size });
        const invoiceId = await run(raiseBoxInvoice, { tx, row: locked.row, lines });
        return run(confirmBox, { tx, ...locked, invoiceId });
      });
      return consolidations.view(box);
    },
  );

  /** Before the box is confirmed each parcel gets its own invoice back; after, none is owed. */
  const invoiceParcelsAgain = createStep(
    'invoice-parcels-again',
    async ({ tx, row, members }: LockedBox & { tx: Transaction }) => {
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
      return invoiceIds;
    },
  );

  const cancelBox = createStep(
    'cancel-box',
    ({
      tx,
      row,
      members,
      invoiceIds,
    }: LockedBox & { tx: Transaction; invoiceIds: Map<number, number> }) =>
      consolidations.cancelled(tx, row, members, invoiceIds),
  );

  const cancel = createWorkflow(
    'cancel-consolidation',
    async (input: { customerId: number; id: number }, run) => {
      const box = await services.shipments.transaction(async (tx) => {
        const locked = await run(lockOwnBox, { tx, ...input });
        const invoiceIds = await run(invoiceParcelsAgain, { tx, ...locked });
        return run(cancelBox, { tx, ...locked, invoiceIds });
      });
      return consolidations.view(box);
    },
  );

  return { request, repack, confirm, cancel };
}
