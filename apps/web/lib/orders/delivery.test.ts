import { describe, expect, it } from 'vitest';
import { defaultDeliveryTab, deliveryTabs, isDeliveryStatus } from './delivery.ts';

const stat = (counts: Record<string, number>) => ({
  total: Object.values(counts).reduce((sum, count) => sum + count, 0),
  statuses: Object.entries(counts).map(([status, count]) => ({
    status: status as 'arrived',
    count,
  })),
});

describe('my delivery tabs', () => {
  it('lists the three delivery states in travel order with their counts, zero included', () => {
    expect(deliveryTabs(stat({ delivered: 4, purchasing: 2, arrived: 1 }))).toEqual([
      { status: 'handed_to_international', count: 0 },
      { status: 'arrived', count: 1 },
      { status: 'delivered', count: 4 },
    ]);
  });

  it('counts nothing before the stat answers', () => {
    expect(deliveryTabs(undefined).map((tab) => tab.count)).toEqual([0, 0, 0]);
  });

  it('opens the first tab that has products, or "on the way" when none has', () => {
    expect(defaultDeliveryTab(stat({ arrived: 1, delivered: 2 }))).toBe('arrived');
    expect(defaultDeliveryTab(stat({ purchasing: 3 }))).toBe('handed_to_international');
    expect(defaultDeliveryTab(undefined)).toBe('handed_to_international');
  });

  it('knows which statuses are delivery states', () => {
    expect(isDeliveryStatus('arrived')).toBe(true);
    expect(isDeliveryStatus('purchasing')).toBe(false);
    expect(isDeliveryStatus(null)).toBe(false);
  });
});
