import { describe, expect, it } from 'vitest';
import { isPayable, selectionOf, toggled } from './selection.ts';

const bdt = (amount: number) => ({ amount, currency: 'BDT' });
const invoices = [
  { id: 1, status: 'unpaid', due: bdt(10_000) },
  { id: 2, status: 'partially_paid', due: bdt(2_550) },
  { id: 3, status: 'paid', due: bdt(0) },
  { id: 4, status: 'unpaid', due: { amount: 500, currency: 'USD' } },
  { id: 5, status: 'cancelled', due: bdt(700) },
];

describe('invoice selection', () => {
  it('takes open invoices with something due, and nothing else', () => {
    expect(invoices.filter(isPayable).map((invoice) => invoice.id)).toEqual([1, 2, 4]);
  });

  it('adds up what is due over the chosen invoices', () => {
    const selection = selectionOf(invoices, new Set([1, 2]));
    expect(selection.problem).toBeNull();
    expect(selection.total).toEqual(bdt(12_550));
    expect(selection.invoices.map((invoice) => invoice.id)).toEqual([1, 2]);
  });

  it('ignores paid and cancelled invoices that were somehow ticked', () => {
    const selection = selectionOf(invoices, new Set([1, 3, 5]));
    expect(selection.invoices.map((invoice) => invoice.id)).toEqual([1]);
    expect(selection.total).toEqual(bdt(10_000));
  });

  it('refuses to add up different currencies', () => {
    const selection = selectionOf(invoices, new Set([1, 4]));
    expect(selection).toMatchObject({ problem: 'mixed_currencies', total: null });
  });

  it('says when nothing payable is chosen', () => {
    expect(selectionOf(invoices, new Set([3])).problem).toBe('none_selected');
    expect(selectionOf(invoices, new Set()).total).toBeNull();
  });

  it('toggles without changing the set it was given', () => {
    const before = new Set([1]);
    expect([...toggled(before, 2)]).toEqual([1, 2]);
    expect([...toggled(before, 1)]).toEqual([]);
    expect([...before]).toEqual([1]);
  });
});
