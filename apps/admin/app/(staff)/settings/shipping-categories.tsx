'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type TableColumn } from '@/components/data-table';
import { Button, Card } from '@/components/ui';
import { useWorkItem, WorkArea } from '@/components/work-item';
import { can, useMe } from '@/lib/me';
import { useLocalPages } from '@/lib/paged-list';
import {
  loadShippingCategories,
  ShippingCategoryForm,
  type ShippingCategory,
} from './shipping-category-form';

const byPosition = (a: ShippingCategory, b: ShippingCategory) =>
  a.position - b.position || a.name.localeCompare(b.name);

/** As the shop shows them: each top-level category followed by its subcategories. */
function inShopOrder(categories: ShippingCategory[]): ShippingCategory[] {
  return categories
    .filter((c) => c.parent_id === null)
    .sort(byPosition)
    .flatMap((root) => [
      root,
      ...categories.filter((c) => c.parent_id === root.id).sort(byPosition),
    ]);
}

const columnsFor = (names: Map<number, string>): TableColumn<ShippingCategory>[] => [
  {
    id: 'category',
    header: 'Category',
    value: (c) => c.name,
    // Subcategories indented under their parent, as the shop nests them.
    cell: (c) => (
      <span className={c.row.original.parent_id === null ? 'font-medium' : 'block pl-4'}>
        {c.row.original.name}
        <br />
        <span className="font-normal text-ink-muted">{c.row.original.slug}</span>
      </span>
    ),
  },
  {
    id: 'parent',
    header: 'Parent',
    value: (c) => (c.parent_id === null ? 'Top level' : (names.get(c.parent_id) ?? '—')),
  },
  { id: 'position', header: 'Position', value: (c) => String(c.position) },
];

/**
 * What kind of goods parcels hold (the shop's categories and the rate slabs' rows). Staff add
 * and rename them; none is deleted, since parcels, orders and rates refer to them.
 */
export function ShippingCategories() {
  const me = useMe();
  const queryClient = useQueryClient();
  const work = useWorkItem<ShippingCategory>();
  const [adding, setAdding] = useState(false);
  const categories = useQuery({
    queryKey: ['shipping-categories'],
    queryFn: loadShippingCategories,
  });
  const all = categories.data ?? [];
  const table = useLocalPages(inShopOrder(all), categories.isPending, 100);
  const columns = columnsFor(new Map(all.map((c) => [c.id, c.name])));
  const mayChange = can(me, 'settings.shipping');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['shipping-categories'] });

  return (
    <Card
      title="Shipping categories"
      actions={
        mayChange ? (
          <Button variant="secondary" onClick={() => setAdding(!adding)}>
            {adding ? 'Close' : 'Add a category'}
          </Button>
        ) : null
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">
          Customers see a change when they next open a page (a page left open keeps its list for up
          to an hour). A new category is shipped nowhere until it has a rate: use “Add a rate” under
          Shipping rates. None is deleted, as parcels and rates refer to them.
        </p>
        {adding ? (
          <ShippingCategoryForm
            category={null}
            categories={all}
            onSaved={(saved) => {
              setAdding(false);
              work.done(`${saved.name} added.`);
              void refresh();
            }}
          />
        ) : null}
        <WorkArea
          work={work}
          title={(category) => `Change ${category.name}`}
          form={(category) => (
            <ShippingCategoryForm
              key={category.id}
              category={category}
              categories={all}
              onSaved={(saved) => {
                work.done(`Saved ${saved.name}.`);
                void refresh();
              }}
            />
          )}
        />
        <DataTable
          {...table}
          columns={mayChange ? [...columns, work.column('Change', (c) => c.name)] : columns}
          empty="No shipping categories."
          testId="shipping-categories"
          exportName="shipping-categories.csv"
          rowKey={(c) => String(c.id)}
        />
      </div>
    </Card>
  );
}
