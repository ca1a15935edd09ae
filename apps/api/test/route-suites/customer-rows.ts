import type pg from 'pg';

/**
 * Every row of some customers, in every table, for "a refused request changed nothing of theirs"
 * (wherever a side effect lands, not only in the record the request named). Which rows are a
 * customer's is read from the database's own schema, so a new table is included without anyone
 * listing it: `customers` by id; a table with `customer_id` (or `identity_id`) by that column;
 * a table without one by a foreign key to a table whose rows are the customer's
 * (cart_item_variations → cart_items, ledger_postings → ledger_accounts), to any depth.
 * The tables that hold no customer's rows are listed below with why; a table that is neither
 * fails the suite, so whoever adds it says which it is.
 */
export const TABLES_WITHOUT_CUSTOMER_ROWS: Record<string, string> = {
  add_on_services: 'the shared add-on catalogue',
  add_on_service_prices: 'the shared add-on catalogue',
  campaigns: 'published content',
  campaign_products: 'published content',
  company_details: "the company's own address and contacts",
  content_entries: 'published content',
  countries: 'reference data',
  currencies: 'reference data',
  languages: 'reference data',
  regions: 'reference data',
  region_languages: 'reference data',
  region_settings: 'reference data',
  couriers: 'reference data',
  hs_codes: 'reference data',
  restriction_rules: 'reference data',
  warehouses: 'reference data',
  shipping_categories: 'the shared price list',
  shipping_methods: 'the shared price list',
  shipping_rates: 'the shared price list',
  coupons: 'coupons every customer of a region may use (their uses are coupon_redemptions)',
  products: 'the catalog',
  product_categories: 'the catalog',
  product_reviews: 'the catalog',
  product_search: 'the catalog',
  search_terms: 'the catalog’s search suggestions',
  harvest_jobs: 'a product page’s harvest, shared by everyone who imports that link',
  live_streams: 'public live streams',
  stream_categories: 'public live streams',
  stream_offers: 'public live streams',
  streamers: 'public live streams',
  ledger_entries: 'an entry is immutable; its postings to a customer’s accounts are theirs',
  idempotency_keys: 'stored answers per caller, kept 24 hours (a refused request may store one)',
  dev_vapid_keys: 'the API’s own push key in development',
  staff_audit_log: 'staff actions',
};

interface ForeignKey {
  child: string;
  column: string;
  parent: string;
  parentColumn: string;
}

export interface CustomerRows {
  /** Tables that neither hold customer rows by the schema nor are listed above. */
  unclassified: string[];
  /** Listed above although the schema says they hold customer rows (or no longer exist). */
  stale: string[];
  /** Every row of these customers, by table. */
  read(customerIds: number[], identityIds: string[]): Promise<Record<string, unknown[]>>;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function customerRows(pool: pg.Pool): Promise<CustomerRows> {
  const tables = (
    await pool.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).rows.map((r) => r.name);
  const columns = await pool.query<{ table: string; column: string }>(
    `SELECT table_name AS table, column_name AS column FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name IN ('customer_id', 'identity_id')`,
  );
  const foreignKeys = (
    await pool.query<ForeignKey>(
      `SELECT c.conrelid::regclass::text AS child, a.attname AS column,
              c.confrelid::regclass::text AS parent, p.attname AS "parentColumn"
         FROM pg_constraint c
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
         JOIN pg_attribute p ON p.attrelid = c.confrelid AND p.attnum = c.confkey[1]
        WHERE c.contype = 'f' AND cardinality(c.conkey) = 1
          AND c.connamespace = 'public'::regnamespace`,
    )
  ).rows;

  // Which rows of a table are the customers' ($1: customer ids, $2: identity ids), as SQL.
  const owned = new Map<string, string>([['customers', 'id = ANY($1)']]);
  for (const { table, column } of columns.rows) {
    if (table === 'customers' || owned.has(table)) continue;
    // identity_id is uuid in some tables and text in others: compared as text.
    owned.set(
      table,
      column === 'customer_id' ? 'customer_id = ANY($1)' : 'identity_id::text = ANY($2)',
    );
  }
  for (let grew = true; grew;) {
    grew = false;
    for (const table of tables.filter((t) => !owned.has(t))) {
      const links = foreignKeys
        .filter((fk) => fk.child === table && fk.parent !== table && owned.has(fk.parent))
        .map(
          (fk) =>
            `${quoted(fk.column)} IN (SELECT ${quoted(fk.parentColumn)} FROM ${quoted(fk.parent)} WHERE ${owned.get(fk.parent)})`,
        );
      if (links.length > 0) {
        owned.set(table, links.join(' OR '));
        grew = true;
      }
    }
  }

  const ownedTables = tables.filter((t) => owned.has(t));
  // jsonb_build_object takes at most 100 arguments: a few tables per call, joined.
  const chunks: string[] = [];
  for (let i = 0; i < ownedTables.length; i += 40) {
    const pairs = ownedTables
      .slice(i, i + 40)
      .map(
        (t) =>
          `'${t}', (SELECT coalesce(jsonb_agg(r ORDER BY r::text), '[]'::jsonb) FROM ${quoted(t)} r WHERE ${owned.get(t)})`,
      );
    chunks.push(`jsonb_build_object(${pairs.join(', ')})`);
  }
  const sql = `SELECT ${chunks.join(' || ')} AS rows`;

  return {
    unclassified: tables.filter((t) => !owned.has(t) && !(t in TABLES_WITHOUT_CUSTOMER_ROWS)),
    stale: Object.keys(TABLES_WITHOUT_CUSTOMER_ROWS).filter(
      (t) => owned.has(t) || !tables.includes(t),
    ),
    async read(customerIds, identityIds) {
      const result = await pool.query<{ rows: Record<string, unknown[]> }>(sql, [
        customerIds,
        identityIds,
      ]);
      return result.rows[0]!.rows;
    },
  };
}
