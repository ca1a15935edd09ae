import { money, type Money } from './money.ts';

/**
 * Splits an amount by integer weights so the parts always add up to the whole: each part gets
 * its floor share, then the minor units left over go one each to the parts with the largest
 * remainders (the earlier part first on a tie). A part with weight 0 gets nothing, and the
 * result never depends on anything but the inputs. Negative amounts split the same way with
 * the sign put back, so a refund splits like the charge it undoes.
 */
export function allocateMoney(whole: Money, weights: readonly number[]): Money[] {
  if (weights.length === 0) throw new RangeError('Allocate needs at least one weight');
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) {
      throw new RangeError(`Weights must be non-negative integers, got ${weight}`);
    }
  }
  const divisor = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (divisor === 0n) throw new RangeError('Weights must not all be zero');

  const negative = whole.amount < 0;
  const amount = BigInt(Math.abs(whole.amount));
  const parts = weights.map((weight) => {
    const product = amount * BigInt(weight);
    return { share: product / divisor, remainder: product % divisor };
  });
  const left = amount - parts.reduce((sum, part) => sum + part.share, 0n);
  // The leftover is less than the number of parts with a remainder, so one unit each suffices.
  // Array.prototype.sort is stable: on equal remainders the earlier part comes first. Only the
  // sign of the comparison counts, and Number() keeps it however large the difference.
  const byRemainder = [...parts].sort((a, b) => Number(b.remainder - a.remainder));
  for (const part of byRemainder.slice(0, Number(left))) part.share += 1n;
  return parts.map((part) => money(Number(negative ? -part.share : part.share), whole.currency));
}
