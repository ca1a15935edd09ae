'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, ok } from '../api.ts';
import { walletKeys } from './query-keys.ts';

const WALLET = '/api/wallet/customer/wallet/v1';
/** One page of the history and of the payout requests. */
export const WALLET_PAGE_SIZE = 20;
/** Payout accounts are few; the page shows them all (the API's maximum page). */
const ACCOUNTS_PAGE_SIZE = 100;

/** The signed-in customer's wallet, one balance (with its wallet id) per currency. */
export function useWalletBalances() {
  return useQuery({
    queryKey: walletKeys.balance,
    queryFn: async ({ signal }) => (await ok(api.GET(`${WALLET}/balance`, { signal }))).data,
    staleTime: 0,
  });
}

/** One page of a wallet's transactions, newest first; the last page stays while the next loads. */
export function useWalletTransactions(walletId: number | undefined, page: number) {
  return useQuery({
    queryKey: walletKeys.transactions(walletId ?? 0, page),
    queryFn: async ({ signal }) =>
      ok(
        api.GET(`${WALLET}/{id}/transactions`, {
          params: { path: { id: walletId! }, query: { page, per_page: WALLET_PAGE_SIZE } },
          signal,
        }),
      ),
    enabled: walletId !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function usePayoutGateways() {
  return useQuery({
    queryKey: walletKeys.gateways,
    queryFn: async ({ signal }) =>
      (await ok(api.GET(`${WALLET}/payout-gateways`, { signal }))).data,
  });
}

export function usePayoutAccounts() {
  return useQuery({
    queryKey: walletKeys.accounts,
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET(`${WALLET}/payout-accounts`, {
            params: { query: { page: 1, per_page: ACCOUNTS_PAGE_SIZE } },
            signal,
          }),
        )
      ).data,
    staleTime: 0,
  });
}

export function usePayoutRequests(page: number) {
  return useQuery({
    queryKey: walletKeys.requests(page),
    queryFn: async ({ signal }) =>
      ok(
        api.GET(`${WALLET}/payout-requests`, {
          params: { query: { page, per_page: WALLET_PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
