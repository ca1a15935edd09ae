import { describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/errors.ts';
import { assertClaimable, windowClosesAt } from './claim-window.ts';

const delivered = new Date('2026-11-24T10:15:00Z');
const hours = (n: number) => new Date(delivered.getTime() + n * 3_600_000);

function refusal(run: () => void): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('the claim window', () => {
  it('closes the configured number of hours after delivery', () => {
    expect(windowClosesAt(delivered, 24).toISOString()).toBe('2026-11-25T10:15:00.000Z');
  });

  it('accepts a claim up to and including its last instant', () => {
    const parcel = { type: 'shipment_product' as const, deliveredAt: delivered };
    expect(() => assertClaimable(parcel, delivered, 24)).not.toThrow();
    expect(() => assertClaimable(parcel, hours(24), 24)).not.toThrow();
    expect(() => assertClaimable(parcel, hours(30), 48)).not.toThrow();
  });

  it('refuses a claim after the window, naming the window and the delivery time', () => {
    const error = refusal(() =>
      assertClaimable({ type: 'shipment_product', deliveredAt: delivered }, hours(24.001), 24),
    );
    expect(error).toMatchObject({ status: 422, code: 'claim_window_closed' });
    expect(error.message).toBe(
      'Claims can be opened within 24 hours of delivery; this parcel was delivered on 24 Nov 2026, 10:15 UTC.',
    );
    expect(
      refusal(() => assertClaimable({ type: 'buy_product', deliveredAt: delivered }, hours(2), 1))
        .message,
    ).toMatch(/^Claims can be opened within 1 hour of delivery; this product was delivered/);
  });

  it('refuses a claim on something not delivered yet with 409 not_delivered', () => {
    const error = refusal(() =>
      assertClaimable({ type: 'buy_product', deliveredAt: null }, delivered, 24),
    );
    expect(error).toMatchObject({ status: 409, code: 'not_delivered' });
  });
});
