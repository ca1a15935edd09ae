/**
 * The wallet page's query keys. Every payout move changes the balance, the history and the
 * requests, so a mutation invalidates `walletKeys.all` and the page refetches what it shows.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: ['wallet', 'balance'] as const,
  transactions: (walletId: number, page: number) =>
    ['wallet', 'transactions', walletId, page] as const,
  gateways: ['wallet', 'payout-gateways'] as const,
  accounts: ['wallet', 'payout-accounts'] as const,
  requests: (page: number) => ['wallet', 'payout-requests', page] as const,
};
