import { money, subtractMoney } from '@crossport/money';
import type { Transaction } from '../../platform/database.ts';
import { crashPoint } from '../../platform/crash-points.ts';
import { DomainError, NotFound } from '../../platform/errors.ts';
import type { LedgerService } from '../ledger/index.ts';
import { payoutGateway, payoutGatewaysOf, type PayoutGatewayCode } from './gateways.ts';
import { completeSet, holdSet, releaseSet } from './ledger-sets.ts';
import type { PayoutAccountRow, PayoutRequestRow, PayoutsRepository } from './repository.ts';
import { definePayoutRequestMachine } from './state-machine.ts';
import type { PayoutAccountDetails, PayoutRequestStatus } from './tables.ts';

/** The amount is outside what the gateway sends in one payout. */
export class PayoutAmountOutOfRange extends DomainError {
  constructor(gateway: string, min: number, max: number, currency: string) {
    super(
      422,
      'payout_amount_out_of_range',
      `A ${gateway} payout is between ${min} and ${max} (${currency} minor units).`,
      [{ field: 'body.amount', message: `Between ${min} and ${max}` }],
    );
  }
}

export interface PayoutAccount {
  id: number;
  gateway: PayoutGatewayCode;
  details: PayoutAccountDetails;
  created_at: string;
  updated_at: string;
}

function toAccount(row: PayoutAccountRow): PayoutAccount {
  return {
    id: row.id,
    gateway: row.gateway as PayoutGatewayCode,
    details: row.details,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toRequest(row: PayoutRequestRow) {
  const amount = money(row.amount, row.currency);
  const fee = money(row.fee, row.currency);
  return {
    id: row.id,
    status: row.status,
    gateway: row.gateway as PayoutGatewayCode,
    payout_account_id: row.payoutAccountId,
    account: row.account,
    amount,
    fee,
    receivable: subtractMoney(amount, fee),
    rejection_reason: row.rejectionReason,
    transfer_reference: row.transferReference,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
export type PayoutRequest = ReturnType<typeof toRequest>;

interface Move {
  tx: Transaction;
  request: PayoutRequestRow;
  actor: 'customer' | 'staff';
  note?: string;
}

const pagination = (page: number, perPage: number, total: number) => ({
  page,
  per_page: perPage,
  total,
});

/**
 * Told of a staff move in its transaction (modules/index.ts wires the customer's notice);
 * the same shape as the notifications module's StatusListener, declared here so this module
 * imports no other.
 */
export type StaffMoveListener = (
  tx: Transaction,
  change: { customerId: number; number: string; status: string; note?: string | null },
) => Promise<void>;

export function createPayoutsService(repository: PayoutsRepository, ledger: LedgerService) {
  /** Entering a state moves the money it means and records the move, in the same transaction. */
  const machine = definePayoutRequestMachine<Move>({
    async onTransitionEnd(from, to, { tx, request, actor, note }) {
      if (to === 'cancelled' || to === 'rejected') await ledger.post(tx, releaseSet(request));
      if (to === 'completed') await ledger.post(tx, completeSet(request));
      await repository.recordEvent(tx, {
        payoutRequestId: request.id,
        fromStatus: from,
        toStatus: to,
        actor,
        note: note ?? null,
      });
    },
  });

  /** Locks the request and moves it; 404 when it is not there (or not the customer's). */
  async function move(
    id: number,
    to: PayoutRequestStatus,
    who: { actor: 'customer'; customerId: number } | { actor: 'staff' },
    reason?: string,
    onMoved?: StaffMoveListener,
  ): Promise<PayoutRequest> {
    return repository.transaction(async (tx) => {
      const customerId = who.actor === 'customer' ? who.customerId : undefined;
      const request = await repository.lockRequest(tx, id, customerId);
      if (!request) throw new NotFound('Payout request');
      let moved = request;
      await machine.transition(
        request.status,
        to,
        { tx, request, actor: who.actor, note: reason },
        async () => {
          moved = await repository.setStatus(
            tx,
            id,
            to,
            to === 'completed' ? { transferReference: reason } : { rejectionReason: reason },
          );
        },
      );
      await onMoved?.(tx, {
        customerId: moved.customerId,
        number: `#${moved.id}`,
        status: moved.status,
        note: reason,
      });
      return toRequest(moved);
    });
  }

  return {
    pendingCount: repository.pendingCount,
    forgetAccounts: repository.forgetAccounts,
    gateways: payoutGatewaysOf,

    async accounts(customerId: number, page: number, perPage: number) {
      const { rows, total } = await repository.accountsPage(
        customerId,
        perPage,
        (page - 1) * perPage,
      );
      return { data: rows.map(toAccount), pagination: pagination(page, perPage, total) };
    },

    async addAccount(
      customerId: number,
      body: { gateway: PayoutGatewayCode; details: PayoutAccountDetails },
    ): Promise<PayoutAccount> {
      return toAccount(await repository.insertAccount(customerId, body.gateway, body.details));
    },

    async replaceAccount(
      customerId: number,
      id: number,
      body: { gateway: PayoutGatewayCode; details: PayoutAccountDetails },
    ): Promise<PayoutAccount> {
      const row = await repository.updateAccount(customerId, id, body.gateway, body.details);
      if (!row) throw new NotFound('Payout account');
      return toAccount(row);
    },

    async removeAccount(customerId: number, id: number): Promise<void> {
      if (!(await repository.removeAccount(customerId, id))) throw new NotFound('Payout account');
    },

    async requests(
      customerId: number,
      status: PayoutRequestStatus | undefined,
      page: number,
      perPage: number,
    ) {
      const { rows, total } = await repository.requestsPage(
        { customerId, status },
        perPage,
        (page - 1) * perPage,
      );
      return { data: rows.map(toRequest), pagination: pagination(page, perPage, total) };
    },

    /**
     * Creates the request and holds its amount in one transaction: when the wallet cannot
     * cover it (422 insufficient_funds) no request is left behind.
     */
    async requestPayout(
      customerId: number,
      body: { payout_account_id: number; amount: number },
    ): Promise<PayoutRequest> {
      return repository.transaction(async (tx) => {
        const account = await repository.shareLockAccount(tx, customerId, body.payout_account_id);
        if (!account) throw new NotFound('Payout account');
        const gateway = payoutGateway(account.gateway);
        if (!gateway) throw new NotFound('Payout gateway');
        if (body.amount < gateway.min.amount || body.amount > gateway.max.amount) {
          throw new PayoutAmountOutOfRange(
            gateway.name,
            gateway.min.amount,
            gateway.max.amount,
            gateway.currency,
          );
        }
        const request = await repository.insertRequest(tx, {
          customerId,
          payoutAccountId: account.id,
          gateway: gateway.code,
          account: account.details,
          currency: gateway.currency,
          amount: body.amount,
          fee: gateway.fee.amount,
        });
        await ledger.post(tx, holdSet(request));
        crashPoint('payout-after-hold');
        await repository.recordEvent(tx, {
          payoutRequestId: request.id,
          fromStatus: null,
          toStatus: 'pending',
          actor: 'customer',
        });
        return toRequest(request);
      });
    },

    cancel: (customerId: number, id: number) =>
      move(id, 'cancelled', { actor: 'customer', customerId }),

    /** Staff's queue: every customer's requests, oldest first, of one status or all. */
    async queue(status: PayoutRequestStatus | undefined, page: number, perPage: number) {
      const { rows, total } = await repository.requestsPage(
        { status },
        perPage,
        (page - 1) * perPage,
      );
      return {
        data: rows.map((row) => ({ ...toRequest(row), customer_id: row.customerId })),
        pagination: pagination(page, perPage, total),
      };
    },
    approve: (id: number, onMoved?: StaffMoveListener) =>
      move(id, 'approved', { actor: 'staff' }, undefined, onMoved),
    /** Paid out; `reference` is the gateway's name for the transfer, kept and told. */
    complete: (id: number, reference: string | undefined, onMoved?: StaffMoveListener) =>
      move(id, 'completed', { actor: 'staff' }, reference, onMoved),
    reject: (id: number, reason: string, onMoved?: StaffMoveListener) =>
      move(id, 'rejected', { actor: 'staff' }, reason, onMoved),

    /** The request's moves, oldest first (for staff and tests). */
    events: repository.events,
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
