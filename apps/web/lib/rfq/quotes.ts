/** What a quote can still do, as the customer sees it. */
export type QuoteState = 'open' | 'expired' | 'withdrawn' | 'ordered';

export function quoteState(quote: { status: string; expired: boolean }): QuoteState {
  if (quote.status === 'ordered') return 'ordered';
  if (quote.status === 'withdrawn') return 'withdrawn';
  return quote.expired ? 'expired' : 'open';
}

/** The unit price a quantity pays: the last tier it reaches (the first below every tier). */
export function tierFor<T extends { min_quantity: number }>(
  tiers: readonly T[],
  quantity: number,
): T | undefined {
  return [...tiers].reverse().find((t) => quantity >= t.min_quantity) ?? tiers[0];
}

/** A problem of a field, named as its message under `rfq.form.problems`. */
export type RequestProblems = Partial<{
  productName: 'productNameMissing';
  productUrl: 'productUrlInvalid';
  quantity: 'quantityMissing' | 'quantityInvalid';
  targetPrice: 'targetPriceInvalid';
}>;

/** What the form knows is wrong before asking the API; empty when it may be sent. */
export function requestProblems(form: {
  productName: string;
  productUrl: string;
  quantity: string;
  targetPrice: string;
}): RequestProblems {
  const problems: RequestProblems = {};
  if (!form.productName.trim()) problems.productName = 'productNameMissing';
  if (form.productUrl.trim() && !/^https?:\/\/\S+$/.test(form.productUrl.trim())) {
    problems.productUrl = 'productUrlInvalid';
  }
  const quantity = Number(form.quantity);
  if (!form.quantity.trim()) problems.quantity = 'quantityMissing';
  else if (!Number.isInteger(quantity) || quantity < 1 || quantity > 1_000_000) {
    problems.quantity = 'quantityInvalid';
  }
  if (form.targetPrice.trim()) {
    const price = form.targetPrice.trim();
    if (!/^\d{1,10}(\.\d{1,2})?$/.test(price) || Number(price) <= 0) {
      problems.targetPrice = 'targetPriceInvalid';
    }
  }
  return problems;
}
