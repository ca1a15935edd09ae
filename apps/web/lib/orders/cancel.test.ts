import { describe, expect, it } from 'vitest';
import { canBuyAgain, cancelRequest } from './cancel.ts';

const product = (cancelled: boolean[]) => ({
  variations: cancelled.map((isCancelled, index) => ({ id: index + 1, cancelled: isCancelled })),
});

describe('cancel request', () => {
  it('cancels the whole product with a trimmed reason', () => {
    expect(
      cancelRequest(product([false, false]), {
        whole: true,
        variationIds: [2],
        reason: '  Found it cheaper  ',
      }),
    ).toEqual({
      type: 'product',
      variation_ids: [],
      charge_ids: [],
      cancel_reason: 'Found it cheaper',
    });
  });

  it('sends only the chosen live variations, and no reason when left blank', () => {
    expect(
      cancelRequest(product([false, true, false]), {
        whole: false,
        variationIds: [2, 3],
        reason: '   ',
      }),
    ).toEqual({ type: 'variations', variation_ids: [3], charge_ids: [], cancel_reason: null });
  });

  it('treats choosing every live variation as cancelling the product', () => {
    expect(
      cancelRequest(product([true, false, false]), {
        whole: false,
        variationIds: [3, 2],
        reason: '',
      })?.type,
    ).toBe('product');
  });

  it('has nothing to send when no variation is chosen', () => {
    expect(
      cancelRequest(product([false, false]), { whole: false, variationIds: [], reason: '' }),
    ).toBeNull();
    expect(
      cancelRequest(product([true, false]), { whole: false, variationIds: [1], reason: '' }),
    ).toBeNull();
  });
});

describe('buy again', () => {
  it('is offered while some variation is still on order', () => {
    expect(canBuyAgain(product([true, false]))).toBe(true);
    expect(canBuyAgain(product([true, true]))).toBe(false);
  });
});
