import { sql } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { catalogTaxonomy, refreshSearchEntries } from '../modules/catalog/index.ts';
import { productCategories } from '../modules/catalog/tables.ts';
import { demoProduct } from './catalog-generator.ts';

export interface DemoCatalogOptions {
  /** How many products (default 5,000). Product n is always the same product. */
  products?: number;
  /** Keeps catalogs of different callers apart (tests use their own); default `demo`. */
  namespace?: string;
  /** Rows per INSERT; larger batches load faster and use more memory. */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

/** Upserts the product category tree; answers slug → id. Safe to run concurrently. */
export async function ensureDemoCategories(db: Database): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const upsert = async (
    slug: string,
    name: string,
    position: number,
    parentId: number | null,
    icon: string | null,
    shippingCategorySlug: string,
  ) => {
    const [row] = await db
      .insert(productCategories)
      .values({ slug, name, position, parentId, icon, shippingCategorySlug })
      .onConflictDoUpdate({
        target: productCategories.slug,
        set: {
          name: sql`excluded.name`,
          position: sql`excluded.position`,
          parentId: sql`excluded.parent_id`,
          shippingCategorySlug: sql`excluded.shipping_category_slug`,
        },
      })
      .returning({ id: productCategories.id });
    if (!row) throw new Error(`Category ${slug} was not stored`);
    ids.set(slug, row.id);
    return row.id;
  };
  for (const [position, root] of catalogTaxonomy.entries()) {
    const rootId = await upsert(
      root.slug,
      root.name,
      position,
      null,
      root.icon,
      root.shippingCategory,
    );
    for (const [childPosition, leaf] of root.children.entries()) {
      const shipsAs = leaf.shippingCategory ?? root.shippingCategory;
      await upsert(leaf.slug, leaf.name, childPosition, rootId, null, shipsAs);
    }
  }
  return ids;
}

const PRODUCT_COLUMNS = [
  ['source_site', 'text'],
  ['source_url', 'text'],
  ['source_product_id', 'text'],
  ['title_original', 'text'],
  ['title', 'text'],
  ['images', 'jsonb'],
  ['description_html', 'text'],
  ['shop_id', 'text'],
  ['shop_name', 'text'],
  ['category_id', 'int4'],
  ['attributes', 'jsonb'],
  ['variations', 'jsonb'],
  ['price_min', 'int8'],
  ['price_max', 'int8'],
  ['rating_tenths', 'int2'],
  ['review_count', 'int4'],
  ['sales_count', 'int4'],
  ['search_extra', 'text'],
  ['created_at', 'timestamptz'],
] as const;

// One INSERT … SELECT FROM unnest(arrays) per batch: a fixed 19 parameters however many rows,
// which loads about as fast as COPY without another dependency.
function insertProducts(columns: unknown[][]) {
  const names = sql.raw(PRODUCT_COLUMNS.map(([c]) => c).join(', '));
  const casts = sql.raw(
    PRODUCT_COLUMNS.map(([c, t]) => (t === 'jsonb' ? `${c}::jsonb` : c)).join(', '),
  );
  const arrays = sql.join(
    PRODUCT_COLUMNS.map(
      ([, t], i) => sql`${sql.param(columns[i])}::${sql.raw(t === 'jsonb' ? 'text' : t)}[]`,
    ),
    sql`, `,
  );
  return sql`INSERT INTO products (${names}) SELECT ${casts} FROM unnest(${arrays}) AS t(${names})
    ON CONFLICT (source_url) DO NOTHING RETURNING id, source_url`;
}

/**
 * Loads a deterministic demo catalog: categories, products with variations and price tiers,
 * reviews. Idempotent (products are keyed by source URL, so a second run adds nothing and a
 * larger run adds only the missing ones). Answers how many products were added.
 */
export async function loadDemoCatalog(
  db: Database,
  options: DemoCatalogOptions = {},
): Promise<number> {
  const total = options.products ?? 5_000;
  const namespace = options.namespace ?? 'demo';
  const batchSize = options.batchSize ?? 2_000;
  const categoryIds = await ensureDemoCategories(db);
  if (total < 1) return 0;
  // Batches go in order, so when the last product exists every earlier one does: a restart
  // costs one lookup instead of regenerating the whole catalog.
  const last = demoProduct(namespace, total - 1);
  const done = await db.execute(sql`SELECT 1 FROM products WHERE source_url = ${last.sourceUrl}`);
  if (done.rows.length > 0) return 0;
  let added = 0;
  for (let start = 0; start < total; start += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, total - start) }, (_, k) =>
      demoProduct(namespace, start + k),
    );
    const columns = [
      batch.map((p) => p.sourceSite),
      batch.map((p) => p.sourceUrl),
      batch.map((p) => p.sourceProductId),
      batch.map((p) => p.title),
      batch.map((p) => p.title),
      batch.map((p) => JSON.stringify(p.images)),
      batch.map((p) => p.descriptionHtml),
      batch.map((p) => p.shopId),
      batch.map((p) => p.shopName),
      batch.map((p) => categoryIds.get(p.categorySlug)),
      batch.map((p) => JSON.stringify(p.attributes)),
      batch.map((p) => JSON.stringify(p.variations)),
      batch.map((p) => p.priceMin),
      batch.map((p) => p.priceMax),
      batch.map((p) => p.ratingTenths),
      batch.map((p) => p.reviewCount),
      batch.map((p) => p.salesCount),
      batch.map((p) => p.searchExtra),
      batch.map((p) => p.createdAt.toISOString()),
    ];
    const inserted = await db.execute<{ id: number; source_url: string }>(insertProducts(columns));
    added += inserted.rowCount ?? 0;
    const idByUrl = new Map(inserted.rows.map((r) => [r.source_url, r.id]));
    if (idByUrl.size) await db.execute(refreshSearchEntries([...idByUrl.values()]));
    const reviews = batch.flatMap((p) => {
      const productId = idByUrl.get(p.sourceUrl);
      return productId === undefined
        ? []
        : p.reviews.map((r) => ({ ...r, productId, at: p.createdAt }));
    });
    if (reviews.length) {
      const [a, b, c, d, e, f] = [
        reviews.map((r) => r.productId),
        reviews.map((r) => r.authorName),
        reviews.map((r) => r.rating),
        reviews.map((r) => r.body),
        reviews.map((r) => r.variationLabel),
        reviews.map((r, i) => new Date(r.at.getTime() + (i % 30) * 86_400_000).toISOString()),
      ];
      await db.execute(
        sql`INSERT INTO product_reviews (product_id, author_name, rating, body, variation_label, created_at) SELECT * FROM unnest(${sql.param(a)}::int8[], ${sql.param(b)}::text[], ${sql.param(c)}::int2[], ${sql.param(d)}::text[], ${sql.param(e)}::text[], ${sql.param(f)}::timestamptz[])`,
      );
    }
    options.onProgress?.(start + batch.length, total);
  }
  return added;
}
