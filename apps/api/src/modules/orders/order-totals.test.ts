import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linesTotal, orderTotals, paidForProduct, totalChange } from './order-totals.ts';
import type { BuyVariation } from './tables.ts';

function line(id: number, unit_price: number, quantity: number, cancelled = false): BuyVariation {
  return {
    id,
    sku_id: `sku-${id}`,
    properties: [],
    quantity,
    unit_price,
    source_price: 0,
    cancelled,
  };
}

describe('orderTotals', () => {
  it('adds the live lines and leaves cancelled ones out', () => {
    expect(linesTotal([line(1, 174_59, 3), line(2, 174_59, 2, true)], 'BDT')).toEqual({
      amount: 523_77,
      currency: 'BDT',
    });
  });

  it('gives back the coupon in proportion when a line is cancelled', () => {
    const placed = { currency: 'BDT', subtotal: 872_95, discount: 87_30 };
    const totals = orderTotals(placed, [
      { variations: [line(1, 174_59, 3), line(2, 174_59, 2, true)] },
    ]);
    expect(totals).toEqual({
      subtotal: { amount: 523_77, currency: 'BDT' },
      discount: { amount: 52_38, currency: 'BDT' },
      total: { amount: 471_39, currency: 'BDT' },
    });
  });

  it('does not grow the discount when a price rises', () => {
    const placed = { currency: 'BDT', subtotal: 1_000_00, discount: 100_00 };
    const totals = orderTotals(placed, [{ variations: [line(1, 1_200_00, 1)] }]);
    expect(totals.discount.amount).toBe(100_00);
    expect(totals.total.amount).toBe(1_100_00);
  });

  it('is zero when every line is cancelled, and has no discount without a coupon', () => {
    const cancelled = orderTotals({ currency: 'BDT', subtotal: 500, discount: 50 }, [
      { variations: [line(1, 100, 5, true)] },
    ]);
    expect(cancelled.total).toEqual({ amount: 0, currency: 'BDT' });
    const plain = orderTotals({ currency: 'USD', subtotal: 0, discount: 0 }, [
      { variations: [line(1, 999, 2)] },
    ]);
    expect(plain).toMatchObject({ discount: { amount: 0 }, total: { amount: 1998 } });
  });

  const lines = fc.array(
    fc.record({
      unit: fc.integer({ min: 0, max: 5_000_000 }),
      quantity: fc.integer({ min: 1, max: 50 }),
      cancelled: fc.boolean(),
    }),
    { minLength: 1, maxLength: 8 },
  );

  it('always has total = subtotal − discount with 0 ≤ discount ≤ min(placed discount, subtotal)', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 0, max: 10_000 }), (ls, bps) => {
        const variations = ls.map((l, i) => line(i + 1, l.unit, l.quantity, l.cancelled));
        const placedSubtotal = variations.reduce((s, v) => s + v.unit_price * v.quantity, 0);
        const placed = {
          currency: 'BDT',
          subtotal: placedSubtotal,
          discount: Math.floor((placedSubtotal * bps) / 10_000),
        };
        const t = orderTotals(placed, [{ variations }]);
        expect(t.total.amount).toBe(t.subtotal.amount - t.discount.amount);
        expect(t.discount.amount).toBeGreaterThanOrEqual(0);
        expect(t.discount.amount).toBeLessThanOrEqual(Math.min(placed.discount, t.subtotal.amount));
        expect(t.total.amount).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('gives the placed totals back for the placed lines, and never rises when lines are cancelled', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 0, max: 10_000 }), (ls, bps) => {
        const live = ls.map((l, i) => line(i + 1, l.unit, l.quantity));
        const subtotal = live.reduce((s, v) => s + v.unit_price * v.quantity, 0);
        const placed = {
          currency: 'BDT',
          subtotal,
          discount: Math.floor((subtotal * bps) / 10_000),
        };
        const atPlacement = orderTotals(placed, [{ variations: live }]);
        expect(atPlacement.total.amount).toBe(subtotal - placed.discount);
        const someCancelled = live.map((v, i) => ({ ...v, cancelled: ls[i]?.cancelled ?? false }));
        const after = orderTotals(placed, [{ variations: someCancelled }]);
        expect(after.total.amount).toBeLessThanOrEqual(atPlacement.total.amount);
      }),
    );
  });

  it('adds up: the placed total plus every change is the total of the final lines', () => {
    fc.assert(
      fc.property(
        lines,
        fc.array(fc.record({ line: fc.nat(), price: fc.integer({ min: 0, max: 5_000_000 }) }), {
          maxLength: 6,
        }),
        (ls, changes) => {
          const placedLines = ls.map((l, i) => line(i + 1, l.unit, l.quantity));
          const subtotal = placedLines.reduce((s, v) => s + v.unit_price * v.quantity, 0);
          const placed = { currency: 'BDT', subtotal, discount: Math.floor(subtotal / 10) };
          // Each line is its own product; each change re-prices one or cancels it.
          let products = placedLines.map((v) => ({ variations: [v] }));
          let invoice = orderTotals(placed, products).total.amount;
          for (const change of changes) {
            const index = change.line % products.length;
            const before = products[index]!.variations;
            const after = before.map((v) =>
              change.price % 7 === 0
                ? { ...v, cancelled: true }
                : { ...v, unit_price: change.price },
            );
            const siblings = products.filter((_, i) => i !== index);
            invoice += totalChange(placed, siblings, before, after).amount;
            products = products.map((p, i) => (i === index ? { variations: after } : p));
          }
          expect(invoice).toBe(orderTotals(placed, products).total.amount);
        },
      ),
    );
  });

  it('never lets the products of an order refund more than was paid for it (property)', () => {
    fc.assert(
      fc.property(
        fc.array(lines, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 1000 }),
        (products, discountPercent, paidPermille) => {
          let id = 0;
          const orders = products.map((ls) => ({
            variations: ls.map((l) => line(++id, l.unit, l.quantity, l.cancelled)),
          }));
          const subtotal = orders.reduce((s, p) => s + linesTotal(p.variations, 'BDT').amount, 0);
          const placed = {
            currency: 'BDT',
            subtotal,
            discount: Math.floor((subtotal * discountPercent) / 100),
          };
          const total = orderTotals(placed, orders).total.amount;
          const paid = Math.floor((total * paidPermille) / 1000);
          const parts = orders.map(
            (p) => paidForProduct(placed, orders, p.variations, paid).amount,
          );
          expect(parts.reduce((s, part) => s + part, 0)).toBeLessThanOrEqual(paid);
          orders.forEach((p, i) => {
            expect(parts[i]).toBeGreaterThanOrEqual(0);
            expect(parts[i]).toBeLessThanOrEqual(linesTotal(p.variations, 'BDT').amount);
          });
          // Paid in full without a coupon, a product's part is its price.
          if (discountPercent === 0 && paid === total) {
            orders.forEach((p, i) => expect(parts[i]).toBe(linesTotal(p.variations, 'BDT').amount));
          }
        },
      ),
    );
  });

  it('gives nothing back for a product of an unpaid order, and the coupon stays taken off', () => {
    const placed = { currency: 'BDT', subtotal: 872_95, discount: 87_30 };
    const products = [{ variations: [line(1, 174_59, 5)] }];
    expect(paidForProduct(placed, products, products[0]!.variations, 0).amount).toBe(0);
    expect(paidForProduct(placed, products, products[0]!.variations, 785_65).amount).toBe(785_65);
    // More "paid" than the order costs (a wrong invoice) still gives at most the order total.
    expect(paidForProduct(placed, products, products[0]!.variations, 999_999).amount).toBe(785_65);
  });
});
