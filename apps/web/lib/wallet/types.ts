/**
 * Wallet and payout wire shapes. PROVISIONAL: written from the payouts brief while the API
 * lands on the `payouts` branch; replaced by `Schemas[...]` from the generated client then.
 */
import type { Money } from '@crossport/money';
import type { PayoutStatus } from './payout-status.ts';

export interface WalletTransaction {
  id: number;
  kind: string;
  amount: Money;
  balance_after: Money;
  reference: { type: string; id: string };
  description: string;
  created_at: string;
}

export interface PayoutGateway {
  code: string;
  name: string;
  min_amount: Money;
  max_amount: Money;
  fee: Money;
}

export interface PayoutAccount {
  id: number;
  gateway: string;
  details: Record<string, string>;
  created_at: string;
}

export interface PayoutRequest {
  id: number;
  payout_account_id: number;
  amount: Money;
  status: PayoutStatus;
  created_at: string;
}

export interface Page<T> {
  data: T[];
  pagination: { page: number; per_page: number; total: number };
}
