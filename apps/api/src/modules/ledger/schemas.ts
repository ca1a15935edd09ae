import { z } from 'zod';
import { MoneySchema } from '../../platform/schemas.ts';

/** One currency of the customer's wallet: what they can spend, and what payouts hold. */
export const WalletBalanceSchema = z
  .object({
    currency: z.string().length(3),
    available: MoneySchema,
    held: MoneySchema.describe('Held for payout requests not yet paid out or cancelled'),
  })
  .meta({ id: 'WalletBalance' });
