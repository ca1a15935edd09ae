import { money, subtractMoney } from '@crossport/money';
import type { z } from 'zod';
import { Conflict, NotFound, Unprocessable } from '../../platform/errors.ts';
import type { Transaction } from '../../platform/database.ts';
import {
  consolidationMachine,
  consolidationMayMove,
  CONSOLIDATION_MOVES_BY_ACTOR,
} from './consolidation-machine.ts';
import type { ConsolidationRepository, ConsolidationRow } from './consolidation-repository.ts';
import type { StaffConsolidationSchema } from './consolidation-schemas.ts';
import type { ShipmentOrderRow, ShipmentProductRow, ShipmentsRepository } from './repository.ts';
import type { ShipmentsService } from './service.ts';
import type { ConsolidationStatus } from './tables.ts';

/** The whole view; the customer's schema leaves `customer_id` out of their answers. */
export type Consolidation = z.infer<typeof StaffConsolidationSchema>;

/** What staff measured of the repacked box. */
export interface BoxMeasurement {
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  chargeableWeightGrams: number;
  photoIds: number[];
}

/** The route every parcel of a box shares: one warehouse, method and address. */
export interface BoxRoute {
  regionCode: string;
  currency: string;
  warehouseId: number;
  shippingMethodId: number;
}

const iso = (d: Date) => d.toISOString();

/**
 * Consolidations: the data side of shipping several parcels as one box. The workflow
 * (workflows/consolidate-parcels.ts) prices the box and raises or withdraws invoices; this
 * keeps the consolidation, its parcels' moves and their timelines consistent.
 */
export function createConsolidationsService(
  repository: ConsolidationRepository,
  parcels: ShipmentsRepository,
  shipments: Pick<ShipmentsService, 'move'>,
) {
  function toView(row: ConsolidationRow, rows: ShipmentProductRow[]): Consolidation {
    const m = (amount: number) => money(amount, row.currency);
    const separate = m(row.separateShipping);
    const box =
      row.shipping !== null && row.weightGrams !== null
        ? {
            weight_grams: row.weightGrams,
            length_cm: row.lengthCm ?? 0,
            width_cm: row.widthCm ?? 0,
            height_cm: row.heightCm ?? 0,
            chargeable_weight_grams: row.chargeableWeightGrams ?? 0,
            photo_ids: row.photoIds,
            shipping: m(row.shipping),
          }
        : null;
    return {
      id: row.id,
      number: row.number!,
      customer_id: row.customerId,
      status: row.status,
      currency: row.currency,
      parcels: rows
        .filter((p) => p.consolidationId === row.id)
        .map((p) => ({
          id: p.id,
          number: p.number!,
          title: p.title,
          status: p.status,
          weight_grams: p.weightGrams ?? 0,
          chargeable_weight_grams: p.chargeableWeightGrams ?? 0,
          shipping: m(row.parcelShipping[String(p.id)] ?? 0),
        })),
      separate_shipping: separate,
      box,
      saving: box ? subtractMoney(separate, box.shipping) : null,
      invoice_id: row.invoiceId,
      can_confirm: consolidationMayMove('customer', row.status, 'confirmed'),
      can_cancel: consolidationMayMove('customer', row.status, 'cancelled'),
      created_at: iso(row.createdAt),
    };
  }

  async function views(rows: ConsolidationRow[]): Promise<Consolidation[]> {
    const members = await repository.parcelsOf(rows.map((r) => r.id));
    return rows.map((row) => toView(row, members));
  }

  async function move(
    tx: Transaction,
    row: ConsolidationRow,
    to: ConsolidationStatus,
    actor: keyof typeof CONSOLIDATION_MOVES_BY_ACTOR,
    patch: Partial<ConsolidationRow> = {},
  ): Promise<ConsolidationRow> {
    if (
      consolidationMachine.canTransition(row.status, to) &&
      !consolidationMayMove(actor, row.status, to)
    ) {
      throw new Conflict(`This consolidation is ${row.status}; it cannot be made ${to} by you.`);
    }
    let updated = row;
    await consolidationMachine.transition(row.status, to, {}, async () => {
      updated = await repository.update(tx, row.id, { ...patch, status: to });
    });
    return updated;
  }

  /** Writes the same timeline entry on every parcel of the box. */
  async function note(
    tx: Transaction,
    members: ShipmentProductRow[],
    kind: string,
    actor: 'customer' | 'staff',
    text: string,
    data: Record<string, unknown>,
  ) {
    for (const parcel of members) {
      await parcels.insertEvent(tx, {
        productId: parcel.id,
        kind,
        status: null,
        actor,
        note: text,
        data,
      });
    }
  }

  return {
    /**
     * Locks the customer's parcels for a consolidation, in id order (two requests naming the
     * same parcels cannot deadlock), and checks they can share a box: all theirs (404), all
     * waiting in the warehouse with an unpaid invoice and in no other box (409), all from one
     * warehouse by one method to one address (422). Answers the rows and their shared route.
     */
    async lockForBox(
      tx: Transaction,
      customerId: number,
      ids: number[],
    ): Promise<{ rows: ShipmentProductRow[]; orders: ShipmentOrderRow[]; route: BoxRoute }> {
      const unique = [...new Set(ids)].sort((a, b) => a - b);
      if (unique.length < 2) {
        throw new Unprocessable('Pick at least two different parcels to ship together.', [
          { field: 'body.shipment_product_ids', message: 'At least two parcels' },
        ]);
      }
      const rows: ShipmentProductRow[] = [];
      for (const id of unique) {
        const row = await parcels.lock(tx, id);
        if (!row || row.customerId !== customerId) throw new NotFound(`Parcel ${id}`);
        rows.push(row);
      }
      const waiting = rows.find((r) => r.status !== 'invoiced' || r.consolidationId !== null);
      if (waiting) {
        throw new Conflict(
          `${waiting.number} cannot join a box: only parcels waiting in our warehouse with an unpaid shipping invoice can.`,
        );
      }
      const orders = await parcels.ordersByIds([...new Set(rows.map((r) => r.orderId))]);
      const routes = new Set(
        orders.map((o) =>
          [o.regionCode, o.currency, o.warehouseId, o.shippingMethodId, o.destination.id].join('|'),
        ),
      );
      if (routes.size > 1) {
        throw new Unprocessable(
          'These parcels go from different warehouses, by different methods or to different addresses; only parcels on the same route share a box.',
          [{ field: 'body.shipment_product_ids', message: 'Parcels on different routes' }],
        );
      }
      const first = orders[0]!;
      return {
        rows,
        orders,
        route: {
          regionCode: first.regionCode,
          currency: first.currency,
          warehouseId: first.warehouseId,
          shippingMethodId: first.shippingMethodId,
        },
      };
    },

    /**
     * Opens the box: its parcels' invoices were withdrawn by the caller, so they go back to
     * waiting at the warehouse, tied to the box, each with a timeline entry.
     */
    async open(
      tx: Transaction,
      input: {
        customerId: number;
        route: BoxRoute;
        rows: ShipmentProductRow[];
        parcelShipping: Record<string, number>;
      },
    ): Promise<ConsolidationRow> {
      const separate = Object.values(input.parcelShipping).reduce((a, b) => a + b, 0);
      const row = await repository.insert(tx, {
        customerId: input.customerId,
        ...input.route,
        status: 'requested',
        separateShipping: separate,
        parcelShipping: input.parcelShipping,
      });
      for (const parcel of input.rows) {
        await shipments.move(tx, parcel, 'received_at_warehouse', 'system', {
          patch: { invoiceId: null, consolidationId: row.id },
          note: `To be repacked with other parcels into ${row.number}`,
          data: { consolidation: row.number, withdrawn_invoice_id: parcel.invoiceId },
        });
      }
      return row;
    },

    /** The customer's box, locked, with its parcels locked too (404 when not theirs). */
    async lockOwned(tx: Transaction, customerId: number, id: number) {
      const row = await repository.lock(tx, id);
      if (!row || row.customerId !== customerId) throw new NotFound(`Consolidation ${id}`);
      return { row, members: await lockMembers(tx, row.id) };
    },

    async lockAny(tx: Transaction, id: number) {
      const row = await repository.lock(tx, id);
      if (!row) throw new NotFound(`Consolidation ${id}`);
      return { row, members: await lockMembers(tx, row.id) };
    },

    /** Staff weighed the repacked box and priced it: the customer may now confirm. */
    async repacked(
      tx: Transaction,
      row: ConsolidationRow,
      members: ShipmentProductRow[],
      box: BoxMeasurement,
      shipping: number,
    ): Promise<ConsolidationRow> {
      const updated = await move(tx, row, 'repacked', 'staff', { ...box, shipping });
      await note(tx, members, 'repacked', 'staff', `Repacked into ${row.number}`, {
        consolidation: row.number,
        weight_grams: box.weightGrams,
        chargeable_weight_grams: box.chargeableWeightGrams,
      });
      return updated;
    },

    /** The customer confirmed: the box's invoice bills every parcel in it. */
    async confirmed(
      tx: Transaction,
      row: ConsolidationRow,
      members: ShipmentProductRow[],
      invoiceId: number,
    ): Promise<ConsolidationRow> {
      const updated = await move(tx, row, 'confirmed', 'customer', { invoiceId });
      for (const parcel of members) {
        await shipments.move(tx, parcel, 'invoiced', 'system', {
          patch: { invoiceId, chargeableWeightGrams: parcel.chargeableWeightGrams },
          note: `Ships in ${row.number}`,
          data: { consolidation: row.number, invoice_id: invoiceId },
        });
      }
      return updated;
    },

    /** The customer cancelled: each parcel is back on its own, with its own new invoice. */
    async cancelled(
      tx: Transaction,
      row: ConsolidationRow,
      members: ShipmentProductRow[],
      invoiceIds: Map<number, number>,
    ): Promise<ConsolidationRow> {
      const updated = await move(tx, row, 'cancelled', 'customer');
      for (const parcel of members) {
        const invoiceId = invoiceIds.get(parcel.id)!;
        await shipments.move(tx, parcel, 'invoiced', 'system', {
          patch: { invoiceId, consolidationId: null },
          note: `${row.number} cancelled; ships on its own`,
          data: { consolidation: row.number, invoice_id: invoiceId },
        });
      }
      return updated;
    },

    async view(row: ConsolidationRow): Promise<Consolidation> {
      return (await views([row]))[0]!;
    },

    async find(customerId: number, id: number): Promise<Consolidation> {
      const row = await repository.find(id);
      if (!row || row.customerId !== customerId) throw new NotFound(`Consolidation ${id}`);
      return (await views([row]))[0]!;
    },

    /** A customer's consolidations, or (no customer) every customer's for staff. */
    async page(
      customerId: number | undefined,
      query: { status?: ConsolidationStatus; page: number; per_page: number },
    ) {
      const { rows, total } = await repository.page(
        customerId,
        query.status,
        query.per_page,
        (query.page - 1) * query.per_page,
      );
      return {
        data: await views(rows),
        pagination: { page: query.page, per_page: query.per_page, total },
      };
    },
  };

  async function lockMembers(tx: Transaction, consolidationId: number) {
    const ids = (await repository.parcelsOf([consolidationId])).map((p) => p.id);
    const rows: ShipmentProductRow[] = [];
    for (const id of ids) rows.push((await parcels.lock(tx, id))!);
    return rows;
  }
}

export type ConsolidationsService = ReturnType<typeof createConsolidationsService>;
