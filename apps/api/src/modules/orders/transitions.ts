import { toDecimalString, type Money } from '@crossport/money';
import { Conflict } from '../../platform/errors.ts';
import { defineStateMachine } from '../../platform/state-machine.ts';
import type { InvoicesService } from '../invoices/index.ts';
import type { BuyProductRow, OrdersRepository } from './repository.ts';
import type { Transaction } from '../../platform/database.ts';
import {
  BUY_ACTION_TRANSITIONS,
  MOVES_WITH_PARCEL,
  TRANSITIONS,
  type Actor,
  type BuyProductStatus,
} from './state-machine.ts';
import { totalChange } from './order-totals.ts';
import type { BuyActionStatus, BuyVariation } from './tables.ts';

/** What the timeline says on entering a state when the mover gave no note of their own. */
export const STATUS_NOTES: Partial<Record<BuyProductStatus, string>> = {
  pending_payment: 'Order placed; waiting for payment',
  purchasing: 'We are buying your product at the source',
  action_needed: 'Something changed at the source: your decision is needed',
  purchased: 'Bought at the source',
  shipped_to_warehouse: 'The seller shipped it to our warehouse',
  received_abroad: 'Received at our warehouse abroad',
  handed_to_international: 'Handed to international shipping',
  arrived: 'Arrived in your country',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  disposed: 'Disposed after its storage time at our warehouse ended',
};

/** One move of a buy product: who moves it, why, and its variations after the move. */
export interface BuyProductMove {
  tx: Transaction;
  product: BuyProductRow;
  actor: Actor;
  note: string | null;
  variations: BuyVariation[];
  /** Staff move a product on although its invoice is unpaid; the timeline says so. */
  overrideUnpaidInvoice: boolean;
}

/** The timeline note, plus what went back to the wallet when a paid product was cancelled. */
export function withRefund(note: string | null, refunded: Money | null): string | null {
  if (!refunded) return note;
  const words = `${toDecimalString(refunded)} ${refunded.currency} was returned to your wallet`;
  return note ? `${note}. ${words}` : words;
}

const ADJUSTMENT_WORD: Partial<Record<BuyProductStatus, string>> = {
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export function createOrderTransitions(deps: {
  repository: OrdersRepository;
  invoices: InvoicesService;
}) {
  const { repository } = deps;
  /** Moves whose gate staff overrode, so the end hook can record it. */
  const overridden = new WeakSet<BuyProductMove>();

  /**
   * Adds the invoice adjustment for a product's lines changing from its stored ones to
   * `variations` (negative: money back). The amount is the change of the order total as
   * `orderTotals` derives it, under a lock on the order, so the invoice always equals the
   * order summary. Answers what went back to the wallet when the product was already paid
   * for, so the timeline can say so, and whether what is left of the invoice is now paid.
   */
  async function adjustInvoice(
    tx: Transaction,
    product: BuyProductRow,
    variations: BuyVariation[],
    description: string,
  ): Promise<{ refunded: Money | null; paidInFull: boolean }> {
    const none = { refunded: null, paidInFull: false };
    const order = await repository.lockOrder(tx, product.orderId);
    if (!order?.invoiceId) return none;
    const siblings = (await repository.productsOfOrder(order.id, tx)).filter(
      (p) => p.id !== product.id,
    );
    const { amount } = totalChange(order, siblings, product.variations, variations);
    if (amount === 0) return none;
    return deps.invoices.adjust(tx, order.invoiceId, {
      kind: 'adjustment',
      description,
      referenceType: 'buy_product',
      referenceId: product.id,
      quantity: 1,
      unitAmount: amount,
      amount,
    });
  }

  /**
   * The order's invoice is paid: every product still waiting for payment is bought next
   * (actor `system`). Answers how many moved.
   */
  async function buyWaitingProducts(tx: Transaction, orderId: number): Promise<number> {
    let moved = 0;
    for (const { id } of await repository.productsOfOrder(orderId, tx)) {
      const product = await repository.lockProduct(tx, id);
      if (product?.status !== 'pending_payment') continue;
      await buyProductMachine.transition(
        'pending_payment',
        'purchasing',
        {
          tx,
          product,
          actor: 'system',
          note: 'Payment received; we are buying it',
          variations: product.variations,
          overrideUnpaidInvoice: false,
        },
        () => repository.updateProduct(tx, product.id, { status: 'purchasing' }),
      );
      moved += 1;
    }
    return moved;
  }

  /**
   * The invoice gate: nothing is bought at the source for a customer before the product's
   * invoice is paid. Only staff (or the system) buy; a customer entering `purchased` is a
   * product resuming after an action raised once it was already bought.
   */
  async function checkInvoicePaid(move: BuyProductMove): Promise<void> {
    if (move.actor === 'customer') return;
    const order = await repository.lockOrder(move.tx, move.product.orderId);
    const paid = order?.invoiceId ? await deps.invoices.isPaid(move.tx, order.invoiceId) : false;
    if (paid) return;
    if (!move.overrideUnpaidInvoice) {
      throw new Conflict(
        'The product invoice is not paid yet, so the product cannot be bought. Mark the invoice paid, or override explicitly.',
      );
    }
    overridden.add(move);
  }

  const buyProductMachine = defineStateMachine<BuyProductStatus, BuyProductMove>({
    name: 'product',
    transitions: TRANSITIONS,
    hooks: {
      async onTransitionStart(from, to, move) {
        if (to === 'purchased') await checkInvoicePaid(move);
        const { parcelNumber } = move.product;
        if (parcelNumber && move.actor !== 'system' && MOVES_WITH_PARCEL.includes(from)) {
          throw new Conflict(
            `This product ships home as parcel ${parcelNumber} and moves with it: move the parcel.`,
          );
        }
      },
      async onTransitionEnd(from, to, move) {
        const { tx, product } = move;
        const { refunded, paidInFull } = await adjustInvoice(
          tx,
          product,
          move.variations,
          `${ADJUSTMENT_WORD[to] ?? 'Changed'}: ${product.title}`,
        );
        const said = withRefund(move.note ?? STATUS_NOTES[to] ?? null, refunded);
        await repository.insertEvents(tx, [
          {
            buyProductId: product.id,
            fromStatus: from,
            toStatus: to,
            actor: move.actor,
            note: overridden.has(move)
              ? `${said ?? ''} (moved on by staff before the invoice was paid)`.trim()
              : said,
          },
        ]);
        if (paidInFull) await buyWaitingProducts(tx, product.orderId);
      },
    },
  });

  /** Decisions on an action needed: it is pending until the customer (or a cancel) settles it. */
  const buyActionMachine = defineStateMachine<BuyActionStatus, Record<string, never>>({
    name: 'action',
    transitions: BUY_ACTION_TRANSITIONS,
    refusal: (from) => `This action was already resolved (${from.replace(/_/g, ' ')}).`,
  });

  return { buyProductMachine, buyActionMachine, adjustInvoice, buyWaitingProducts };
}
