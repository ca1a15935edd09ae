import { describe, expect, it } from 'vitest';
import { isBuyStatus, statusTabs, statusTone } from './status.ts';

describe('order status tabs', () => {
  it('lists all, then statuses with products in state-machine order', () => {
    expect(
      statusTabs({
        total: 3,
        statuses: [
          { status: 'purchasing', count: 1 },
          { status: 'pending_payment', count: 2 },
          { status: 'delivered', count: 0 },
        ],
      }),
    ).toEqual([
      { status: 'all', count: 3 },
      { status: 'pending_payment', count: 2 },
      { status: 'purchasing', count: 1 },
    ]);
  });

  it('knows statuses and their tone', () => {
    expect(isBuyStatus('arrived')).toBe(true);
    expect(isBuyStatus('nope')).toBe(false);
    expect(statusTone('action_needed')).toBe('warning');
    expect(statusTone('delivered')).toBe('success');
  });
});
