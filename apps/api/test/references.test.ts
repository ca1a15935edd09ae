import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './database-url.ts';

/**
 * The reference rule (docs/architecture.md, "References"), read from the migrated schema so a
 * new table is checked without anyone remembering to add it here: every `customer_id` has a
 * foreign key to `customers`, and what deleting a customer does to the row is decided on
 * purpose. A new table that names a customer fails until it is classified below.
 */
const FINANCIAL_OR_HISTORICAL = [
  'assets',
  'buy_actions',
  'buy_orders',
  'buy_products',
  'claims',
  'coupon_redemptions',
  'customer_notes',
  'delivery_requests',
  'invoice_sessions',
  'invoices',
  'ledger_accounts',
  'parcel_requests',
  'payments',
  'payout_accounts',
  'payout_requests',
  'rfq_quotes',
  'rfq_requests',
  'shipment_consolidations',
  'shipment_orders',
  'shipment_products',
];
const CONVENIENCES = [
  'addresses',
  'cart_items',
  'coupon_customers',
  'customer_notifications',
  'guest_cart_merges',
  'notification_settings',
  'push_subscriptions',
  'shipping_carts',
  'third_party_identities',
  'wishlist_items',
  'wishlist_link_imports',
];
/** Rows that stand without a customer (guests send them too). */
const STANDALONE = ['support_inquiries'];

const ACTION = { r: 'restrict', c: 'cascade', n: 'set null', a: 'no action', d: 'set default' };

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: testDatabaseUrl() });
  await db.connect();
});
afterAll(() => db.end());

/** Every foreign key into `customers`: the table, its one column and the delete action. */
async function keysToCustomers() {
  const { rows } = await db.query<{ table: string; column: string; action: string }>(`
    select c.conrelid::regclass::text as table, a.attname as column, c.confdeltype as action
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = 'public.customers'::regclass
    order by 1`);
  return rows.map((row) => ({ ...row, action: ACTION[row.action as keyof typeof ACTION] }));
}

describe('references to customers', () => {
  it('every customer_id column has a foreign key to customers', async () => {
    const { rows: columns } = await db.query<{ table: string }>(`
      select table_name as table from information_schema.columns
      where table_schema = 'public' and column_name = 'customer_id' order by 1`);
    const keyed = new Set((await keysToCustomers()).map((key) => key.table));
    expect(columns.map((c) => c.table).filter((table) => !keyed.has(table))).toEqual([]);
  });

  it('restricts deleting a customer with financial or historical rows, cascades only conveniences', async () => {
    const keys = await keysToCustomers();
    const expected = (table: string) =>
      FINANCIAL_OR_HISTORICAL.includes(table)
        ? 'restrict'
        : CONVENIENCES.includes(table)
          ? 'cascade'
          : STANDALONE.includes(table)
            ? 'set null'
            : 'unclassified: add the table to references.test.ts and docs/architecture.md';
    expect(keys.map((key) => `${key.table}.${key.column}: ${key.action}`)).toEqual(
      keys.map((key) => `${key.table}.${key.column}: ${expected(key.table)}`),
    );
    // Every name above is a real table, so a renamed one cannot leave the lists stale.
    expect(new Set(keys.map((key) => key.table))).toEqual(
      new Set([...FINANCIAL_OR_HISTORICAL, ...CONVENIENCES, ...STANDALONE]),
    );
  });

  it('refuses to delete a customer who has an invoice, and keeps the invoice', async () => {
    await db.query('begin');
    try {
      const { rows } = await db.query<{ id: number }>(
        `insert into customers (identity_id) values (gen_random_uuid()) returning id`,
      );
      const id = rows[0]!.id;
      await db.query(
        `insert into invoices (customer_id, subject_type, subject_id, currency, total)
         values ($1, 'buy_order', 1, 'BDT', 100)`,
        [id],
      );
      await expect(db.query('delete from customers where id = $1', [id])).rejects.toMatchObject({
        code: '23503',
      });
    } finally {
      await db.query('rollback');
    }
  });
});
