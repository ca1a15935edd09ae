import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@crossport/api-client';
import { api, ok } from '../api.ts';
import type { PaymentTarget } from '../invoices/paths.ts';
import { invoiceKeys } from '../orders/query-keys.ts';
import { paymentKeys } from './query-keys.ts';

export type Payment = Schemas['Payment'];
export type PaymentStatus = Payment['status'];
export const TRANSACTIONS_PER_PAGE = 20;

/** How the customer can pay in the current region, with each gateway's fee. */
export function useGateways() {
  return useQuery({
    queryKey: paymentKeys.gateways,
    queryFn: async ({ signal }) =>
      (await ok(api.GET('/api/payment/customer/payment/v1/gateways', { signal }))).data,
  });
}

export function useWalletBalance() {
  return useQuery({
    queryKey: paymentKeys.balance,
    queryFn: async ({ signal }) =>
      (await ok(api.GET('/api/wallet/customer/wallet/v1/balance', { signal }))).data,
    staleTime: 0,
  });
}

/**
 * What the payment step pays: one invoice, or a session over several. Both answer the
 * invoices concerned and the amount still due over them.
 */
export function usePayable(target: PaymentTarget) {
  return useQuery({
    queryKey: invoiceKeys.payable(target.kind, target.id),
    queryFn: async ({ signal }) => {
      if (target.kind === 'invoice') {
        const invoice = (
          await ok(
            api.GET('/api/invoice/customer/invoice/v1/invoices/{id}', {
              params: { path: { id: target.id } },
              signal,
            }),
          )
        ).data;
        return { invoices: [invoice], due: invoice.due };
      }
      const session = (
        await ok(
          api.GET('/api/invoice/customer/invoice/v1/session/{id}', {
            params: { path: { id: target.id } },
            signal,
          }),
        )
      ).data;
      return { invoices: session.invoices, due: session.due };
    },
    staleTime: 0,
  });
}

export function useTransactions(page: number) {
  return useQuery({
    queryKey: paymentKeys.transactions(page),
    queryFn: async ({ signal }) =>
      ok(
        api.GET('/api/payment/customer/payment/v1/transactions', {
          params: { query: { page, per_page: TRANSACTIONS_PER_PAGE } },
          signal,
        }),
      ),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}
