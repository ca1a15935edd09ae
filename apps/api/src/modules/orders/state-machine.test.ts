import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BUY_PRODUCT_STATUSES,
  canTransition,
  CUSTOMER_CANCELLABLE,
  TRANSITIONS,
  type BuyProductStatus,
} from './state-machine.ts';

/**
 * The transition table as docs/orders.md draws it for readers: `| from | allowed to |` rows,
 * several sources on one row when they share their targets, `—` for none. Read from the doc
 * itself so the doc and the code cannot drift apart.
 */
function documentedTable(): Map<string, string[]> {
  const doc = readFileSync(new URL('../../../../../docs/orders.md', import.meta.url), 'utf8');
  const section = doc.slice(doc.indexOf('## Buy product state machine'));
  const rows = section.slice(section.indexOf('| from | allowed to |')).split('\n');
  const table = new Map<string, string[]>();
  for (const row of rows.slice(2)) {
    if (!row.startsWith('|')) break;
    const [from = '', to = ''] = row.split('|').slice(1, 3);
    const targets = to.trim() === '—' ? [] : to.split(',').map((t) => t.trim());
    for (const status of from.split(',')) table.set(status.trim(), targets);
  }
  return table;
}

describe('buy product state machine', () => {
  const documented = documentedTable();

  it('documents every status, and only known ones', () => {
    expect([...documented.keys()].sort()).toEqual([...BUY_PRODUCT_STATUSES].sort());
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...BUY_PRODUCT_STATUSES].sort());
    for (const targets of documented.values()) {
      for (const target of targets) expect(BUY_PRODUCT_STATUSES).toContain(target);
    }
  });

  // Every one of the 11 × 11 pairs, allowed and refused alike: removing or adding any single
  // move fails exactly one of these.
  for (const from of BUY_PRODUCT_STATUSES) {
    for (const to of BUY_PRODUCT_STATUSES) {
      const allowed = documented.get(from)?.includes(to) ?? false;
      it(`${allowed ? 'allows' : 'refuses'} ${from} → ${to}`, () => {
        expect(canTransition(from, to)).toBe(allowed);
      });
    }
  }

  it('reaches delivered from pending payment along the happy path', () => {
    const path: BuyProductStatus[] = [
      'pending_payment',
      'purchasing',
      'purchased',
      'shipped_to_warehouse',
      'received_abroad',
      'handed_to_international',
      'arrived',
      'delivered',
    ];
    for (let i = 1; i < path.length; i += 1) {
      expect(canTransition(path[i - 1]!, path[i]!)).toBe(true);
    }
  });

  it('ends at delivered and refunded', () => {
    expect(TRANSITIONS.delivered).toEqual([]);
    expect(TRANSITIONS.refunded).toEqual([]);
  });

  it('lets the customer cancel exactly where nothing has been bought yet', () => {
    expect([...CUSTOMER_CANCELLABLE].sort()).toEqual(
      ['action_needed', 'pending_payment', 'purchasing'].sort(),
    );
    for (const status of CUSTOMER_CANCELLABLE) {
      expect(canTransition(status, 'cancelled')).toBe(true);
    }
  });
});
