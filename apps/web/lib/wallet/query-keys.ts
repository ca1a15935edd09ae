/**
 * The wallet page's query keys. Every payout move changes the balance and the history, so a
 * mutation invalidates `walletKeys.all` and the page refetches what it shows.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: ['wallet', 'balance'] as const,
};
