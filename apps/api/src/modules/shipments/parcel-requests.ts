import { money } from '@crossport/money';
import type { z } from 'zod';
import type { Transaction } from '../../platform/database.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import type { ParcelRequestRepository, ParcelRequestRow } from './parcel-request-repository.ts';
import type { ParcelRequestSchema } from './parcel-request-schemas.ts';
import type { AddOnServices } from '../add-on-services/index.ts';
import type { ParcelServiceCode } from './parcel-services.ts';
import type { ShipmentsRepository } from './repository.ts';
import type { ParcelRequestStatus } from './tables.ts';

export type ParcelRequest = z.infer<typeof ParcelRequestSchema>;

function toView(row: ParcelRequestRow, names: ReadonlyMap<string, string>): ParcelRequest {
  return {
    id: row.id,
    number: row.number!,
    shipment_product_id: row.productId,
    kind: row.kind as ParcelServiceCode,
    name: names.get(row.kind) ?? row.kind,
    status: row.status,
    price: money(row.price, row.currency),
    invoice_id: row.invoiceId,
    customer_note: row.customerNote,
    staff_note: row.staffNote,
    result: row.result,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Warehouse requests on a parcel: the record and the parcel's timeline entries. The workflow
 * (workflows/parcel-requests.ts) bills them and applies what staff did to the parcel.
 */
export function createParcelRequestsService(
  repository: ParcelRequestRepository,
  parcels: ShipmentsRepository,
  addOnServices: Pick<AddOnServices, 'all'>,
) {
  /**
   * Today's names of the services (operators may rename them; the code stays). Inside a
   * transaction they are read through it (`tx`), never on a second connection while locks
   * are held.
   */
  const names = async (tx?: Transaction) =>
    new Map<string, string>((await addOnServices.all(tx)).map((s) => [s.code, s.name]));
  const nameOf = async (kind: string, tx?: Transaction) => (await names(tx)).get(kind) ?? kind;
  const view = async (row: ParcelRequestRow, tx?: Transaction) => toView(row, await names(tx));

  return {
    /** Records a request in the caller's transaction; one open request per kind and parcel. */
    async open(
      tx: Transaction,
      input: {
        productId: number;
        customerId: number;
        kind: ParcelServiceCode;
        price: number;
        currency: string;
        note: string | null;
      },
    ): Promise<ParcelRequestRow> {
      const name = await nameOf(input.kind, tx);
      if (await repository.openOfKind(tx, input.productId, input.kind)) {
        throw new Conflict(
          `You already asked for “${name}” on this parcel; our warehouse is on it.`,
        );
      }
      const row = await repository.insert(tx, {
        productId: input.productId,
        customerId: input.customerId,
        kind: input.kind,
        status: 'open',
        price: input.price,
        currency: input.currency,
        customerNote: input.note,
      });
      await parcels.insertEvent(tx, {
        productId: input.productId,
        kind: 'request_opened',
        status: null,
        actor: 'customer',
        note: name,
        data: { request: row.number, kind: input.kind, note: input.note },
      });
      return row;
    },

    billed: (tx: Transaction, id: number, invoiceId: number) =>
      repository.update(tx, id, { invoiceId }),

    async lockOpen(tx: Transaction, id: number): Promise<ParcelRequestRow> {
      const row = await repository.lock(tx, id);
      if (!row) throw new NotFound(`Parcel request ${id}`);
      if (row.status !== 'open') throw new Conflict(`Request ${row.number} was already answered.`);
      return row;
    },

    /** Staff's answer, with its line on the parcel's timeline. */
    async answered(
      tx: Transaction,
      row: ParcelRequestRow,
      outcome: 'done' | 'declined',
      note: string,
      result: Record<string, unknown> | null,
    ): Promise<ParcelRequestRow> {
      const updated = await repository.update(tx, row.id, {
        status: outcome,
        staffNote: note,
        result,
      });
      await parcels.insertEvent(tx, {
        productId: row.productId,
        kind: 'request_answered',
        status: null,
        actor: 'staff',
        note: `${await nameOf(row.kind, tx)}: ${note}`,
        data: { request: row.number, kind: row.kind, outcome, ...(result ?? {}) },
      });
      return updated;
    },

    async ofParcel(productId: number): Promise<ParcelRequest[]> {
      const known = await names();
      return (await repository.ofProduct(productId)).map((row) => toView(row, known));
    },

    /** Staff's queue: whose each request is and on which parcel, for the warehouse to find. */
    async queue(query: { status: ParcelRequestStatus; page: number; per_page: number }) {
      const { rows, total } = await repository.page(
        query.status,
        query.per_page,
        (query.page - 1) * query.per_page,
      );
      const known = await names();
      return {
        data: rows.map(({ request, parcelNumber }) => ({
          ...toView(request, known),
          customer_id: request.customerId,
          parcel_number: parcelNumber!,
        })),
        pagination: { page: query.page, per_page: query.per_page, total },
      };
    },

    view,
    nameOf,
  };
}

export type ParcelRequestsService = ReturnType<typeof createParcelRequestsService>;
