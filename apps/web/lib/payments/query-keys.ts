/** Payment query keys: every payment query starts with `paymentKeys.all`. */
export const paymentKeys = {
  all: ['payments'] as const,
  gateways: ['payments', 'gateways'] as const,
  balance: ['payments', 'wallet-balance'] as const,
  transactionPages: ['payments', 'transactions'] as const,
  transactions: (page: number) => ['payments', 'transactions', page] as const,
  transaction: (id: number) => ['payments', 'transaction', id] as const,
};
