import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Transaction } from '../platform/database.ts';
import { DomainError, type ErrorDetail } from '../platform/errors.ts';
import { commonErrors, dataOf, ErrorResponseSchema } from '../platform/schemas.ts';
import { createCallerOf } from '../modules/customers/index.ts';
import { createStep, createWorkflow } from './runner.ts';
import type { WorkflowServices } from './services.ts';

export type CloseAccountServices = Pick<
  WorkflowServices,
  | 'customers'
  | 'invoices'
  | 'ledger'
  | 'shipments'
  | 'claims'
  | 'payouts'
  | 'payments'
  | 'assets'
  | 'addresses'
  | 'cart'
  | 'wishlist'
  | 'shippingCarts'
  | 'notifications'
  | 'thirdPartyIdentities'
  | 'identityAdmin'
  | 'currentCustomer'
>;

export const CloseAccountBodySchema = z.strictObject({
  confirm_email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(320)
    .describe('The account’s email, typed again: the customer means it'),
});

export const ClosedAccountSchema = z
  .object({ closed_at: z.iso.datetime() })
  .meta({ id: 'ClosedAccount' });

/** What still ties the customer to us: each refuses the closure with its own code. */
export const CLOSURE_BLOCKERS = [
  'invoice_unpaid',
  'wallet_not_empty',
  'parcel_in_progress',
  'claim_open',
  'payout_pending',
] as const;
export type ClosureBlocker = (typeof CLOSURE_BLOCKERS)[number];

const BLOCKER_MESSAGES: Record<ClosureBlocker, string> = {
  invoice_unpaid: 'An invoice is not paid yet: pay it or ask us to cancel it first.',
  wallet_not_empty: 'Your wallet still holds money: ask for a payout of it first.',
  parcel_in_progress: 'A parcel is on its way to us, in our warehouse or on its way to you.',
  claim_open: 'A claim or dispute is still open: wait for our answer first.',
  payout_pending: 'A payout request is not paid out yet.',
};

/** 409: something is still open; `details` lists every reason, `code` names the first. */
export class AccountNotClosable extends DomainError {
  constructor(readonly blockers: ClosureBlocker[]) {
    const details: ErrorDetail[] = blockers.map((code) => ({
      field: code,
      message: BLOCKER_MESSAGES[code],
    }));
    super(409, blockers[0]!, BLOCKER_MESSAGES[blockers[0]!], details);
  }
}

interface Closing {
  tx: Transaction;
  customerId: number;
}

/**
 * A customer closes their account (docs/identity.md, "Closing an account"). The customer row
 * stays, since invoices, payments, the ledger, orders and parcels point at it (restrict,
 * docs/architecture.md "References"); what is personal goes: the profile's fields, addresses,
 * cart, wishlist, shipping carts, notifications and push subscriptions, linked sign-in
 * providers, payout account details, and uploads that are not evidence on a payment or a
 * claim. Refused while money or goods are still between us. The identity is deleted in the
 * identity service last, inside the transaction: if it cannot be deleted nothing changed;
 * uploaded files go once the rows are committed.
 */
export function closeAccountWorkflow(services: CloseAccountServices) {
  const lock = createStep(
    'lock-customer',
    async ({ tx, customerId, confirmEmail }: Closing & { confirmEmail: string }) => {
      const customer = await services.customers.lockOpen(tx, customerId);
      if (!customer) throw new DomainError(409, 'account_closed', 'This account is closed.');
      if (!customer.email || customer.email.toLowerCase() !== confirmEmail) {
        throw new DomainError(
          422,
          'confirmation_mismatch',
          'Type the email address of this account to close it.',
          [{ field: 'body.confirm_email', message: 'Not this account’s email address' }],
        );
      }
      return customer;
    },
  );

  const checkNothingOpen = createStep('check-nothing-open', async ({ tx, customerId }: Closing) => {
    // One after another: the reads share the transaction's one connection.
    const unpaid = await services.invoices.unpaidCount(tx, customerId);
    const wallets = await services.ledger.walletBalances(customerId);
    const parcels = await services.shipments.openParcelCount(tx, customerId);
    const claims = await services.claims.undecidedCount(tx, customerId);
    const payouts = await services.payouts.pendingCount(tx, customerId);
    const blockers: ClosureBlocker[] = [];
    if (unpaid > 0) blockers.push('invoice_unpaid');
    if (wallets.some((w) => w.available.amount !== 0 || w.held.amount !== 0)) {
      blockers.push('wallet_not_empty');
    }
    if (parcels > 0) blockers.push('parcel_in_progress');
    if (claims > 0) blockers.push('claim_open');
    if (payouts > 0) blockers.push('payout_pending');
    if (blockers.length > 0) throw new AccountNotClosable(blockers);
  });

  const erasePersonalData = createStep(
    'erase-personal-data',
    async ({ tx, customerId }: Closing): Promise<string[]> => {
      await services.addresses.forgetCustomer(tx, customerId);
      await services.cart.forgetCustomer(tx, customerId);
      await services.wishlist.forgetCustomer(tx, customerId);
      await services.shippingCarts.forgetCustomer(tx, customerId);
      await services.notifications.forgetCustomer(tx, customerId);
      await services.thirdPartyIdentities.forgetCustomer(tx, customerId);
      await services.payouts.forgetAccounts(tx, customerId);
      const evidence = [
        ...(await services.payments.receiptAssetIds(tx, customerId)),
        ...(await services.claims.evidenceAssetIds(tx, customerId)),
      ];
      return services.assets.forgetCustomer(tx, customerId, evidence);
    },
  );

  const closeCustomer = createStep('close-customer', ({ tx, customerId }: Closing) =>
    services.customers.close(tx, customerId),
  );

  const deleteIdentity = createStep('delete-identity', (identityId: string) =>
    services.identityAdmin.deleteIdentity(identityId),
  );

  const deleteFiles = createStep('delete-uploaded-files', (keys: string[]) =>
    services.assets.deleteFiles(keys),
  );

  return createWorkflow(
    'close-account',
    async (input: { customerId: number; confirmEmail: string }, run) => {
      const { closedAt, files } = await services.customers.transaction(async (tx) => {
        const closing = { tx, customerId: input.customerId };
        const customer = await run(lock, { ...closing, confirmEmail: input.confirmEmail });
        await run(checkNothingOpen, closing);
        const files = await run(erasePersonalData, closing);
        const closed = await run(closeCustomer, closing);
        await run(deleteIdentity, customer.identityId);
        return { closedAt: closed.closedAt!, files };
      });
      // The rows are gone for good; a file left behind is an orphan, not personal data shown.
      await run(deleteFiles, files).catch(() => undefined);
      return { closed_at: closedAt.toISOString() };
    },
  );
}

/** The customer's "Close my account" (web settings). */
export const closeAccountRoutes: FastifyPluginAsyncZod<{ services: CloseAccountServices }> = async (
  app,
  { services },
) => {
  const callerOf = createCallerOf(services.currentCustomer);
  const closeAccount = closeAccountWorkflow(services);
  app.post(
    '/api/user/customer/account/v1/close',
    {
      schema: {
        tags: ['Customers'],
        summary:
          'Close my account: personal data is erased, invoices and payments are kept, the sign-in is deleted (refused while an invoice, wallet money, a parcel, a claim or a payout is open)',
        body: CloseAccountBodySchema,
        response: {
          200: dataOf(ClosedAccountSchema),
          401: ErrorResponseSchema,
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
          503: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      return {
        data: await closeAccount.run({
          customerId: caller.customerId,
          confirmEmail: request.body.confirm_email,
        }),
      };
    },
  );
};
